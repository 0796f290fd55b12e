// `npm run dev`: the API (auto-restarting) and the Vite dev server side by side.
// Open http://localhost:5173; Vite proxies /api to the API on port 3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@catalyst/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@catalyst/web'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
