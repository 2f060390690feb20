// The W3C Nu checker (vnu-jar, run by Java) for browser suites.
//
// API:
//   validate(files)  -> Map(file name -> vnu's messages for it), one JVM start for all the files
import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './harness.mjs';

const VNU_JAR = path.join(repoRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
// The Java runtime: $JAVA, else `java` on the PATH.
const JAVA = process.env.JAVA || 'java';

/** Runs vnu once over all files (one JVM start) and returns its messages grouped by file name. */
export function validate(files) {
  return new Promise((resolve, reject) => {
    execFile(JAVA, ['-jar', VNU_JAR, '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // vnu exits 1 when it found errors; its report is the JSON on stderr either way.
        let report;
        try {
          report = JSON.parse(stderr);
        } catch {
          reject(new Error(`vnu did not produce a JSON report (${error?.message ?? 'no error'}):\n${stderr}`));
          return;
        }
        const byFile = new Map(files.map((file) => [path.basename(file), []]));
        for (const message of report.messages) {
          const file = decodeURIComponent(new URL(message.url).pathname);
          byFile.get(path.basename(file))?.push(message);
        }
        resolve(byFile);
      });
  });
}

