// Where `next build` writes and `next start` / server.mjs read the build: a separate folder lets two
// builds of this tree coexist (the bench builds into its own). next.config.ts and server.mjs share it.
export const distDir = () => process.env.NEXT_DIST_DIR || '.next';
