// npm start: build, prepare local settings and data, then serve the built Worker.
import { ensureDevVars, migrateAndSeed, requirePinnedNode, run, startWorker, waitForHttp } from "./lib.mjs";

requirePinnedNode();

const port = Number(process.env.PORT ?? 8787);
ensureDevVars();
run("npx", ["react-router", "build"]);
migrateAndSeed();
const child = startWorker({ port, envFile: ".dev.vars", stdio: ["ignore", "inherit", "inherit"] });
await waitForHttp(`http://localhost:${port}/`);
console.log(
  `\n  Sublimation Hub is running at http://localhost:${port}\n  (admin password: ADMIN_PASSWORD in .dev.vars)\n`,
);
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
    process.exit(0);
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
