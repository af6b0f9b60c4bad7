/**
 * `npm run doctor`: checks a deployment as an operator would before going live, with the settings the
 * server would start with, and says in plain words what is missing or wrong: a line per check, `ok`,
 * `note`, `skip` or `FAIL`, and what to do beneath a fault. Exits 0 when no check failed, else 1.
 *
 *   npm run doctor                            the checks (src/server/doctor/doctor.ts says which)
 *   npm run doctor -- --production            production's rules, whatever the practice's site.ts says
 *   npm run doctor -- --timeout-seconds <s>   how long each calendar feed and the mail server may take
 *
 * It opens the store as `npm start` does, so a store it passes is migrated (and a missing one created).
 */
import { parseArgs } from 'node:util';
import { anyFailed, formatFindings, type Finding } from '../src/server/doctor/findings.ts';
import { isNewEnough, requiredVersion } from './launch.mjs';

const { values } = parseArgs({
  options: {
    production: { type: 'boolean', default: false },
    'timeout-seconds': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run doctor [-- --production] [--timeout-seconds <s>]\nSee scripts/doctor.ts and docs/server.md.',
  );
  process.exit(0);
}

const seconds = values['timeout-seconds'] === undefined ? undefined : Number(values['timeout-seconds']);
if (seconds !== undefined && !(seconds > 0)) {
  console.error('--timeout-seconds must be a number of seconds above 0');
  process.exit(2);
}

/** The Node that runs the command: the launcher's (scripts/launch.mjs), as every command of the project. */
const node: Finding = isNewEnough(process.version)
  ? { standing: 'ok', says: `Node ${process.versions.node} (needs ${requiredVersion()} or newer)` }
  : {
      standing: 'FAIL',
      says: `Node ${process.versions.node} is older than ${requiredVersion()}, which the site needs`,
      todo: 'Run it as `npm run doctor`: the launcher (scripts/launch.mjs) brings Node 24.',
    };

// The site's configuration is checked as it loads (a practice's module, a FEATURE_ flag): a fault
// there is a line of its own, since no other check can run without it.
let doctor: typeof import('../src/server/doctor/doctor.ts');
try {
  doctor = await import('../src/server/doctor/doctor.ts');
} catch (error) {
  const says = `Settings: ${error instanceof Error ? error.message : String(error)}`;
  console.log(formatFindings([node, { standing: 'FAIL', says, todo: 'Correct the setting or file named.' }]));
  process.exit(1);
}

const { heading, findings } = await doctor.runDoctor({
  production: values.production,
  ...(seconds === undefined ? {} : { timeoutMs: seconds * 1000 }),
});
const all = [node, ...findings];
console.log(heading);
console.log(doctor.report(all, process.env));
// Exits at once: a connection the checks gave up on (a feed that never answers) must not hold it open.
process.exit(anyFailed(all) ? 1 : 0);
