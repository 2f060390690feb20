package enquiry

// A person's data in one place: every enquiry from one address (Store.FromAddress), exported or
// erased together (Store.Forget), as a request to see or erase one's data asks.

// sameAddress is the condition of an enquiry sent from the address of the query's one argument, in
// any case.
const sameAddress = `lower(email) = lower(?)`
