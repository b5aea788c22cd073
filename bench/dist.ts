/**
 * The build the bench measures: dist/ (built from the current sources first by
 * scripts/build-if-stale.sh, `npm run bench`), or BENCH_DIST=<dir>, another build to compare.
 */
export const BENCH_DIST = process.env.BENCH_DIST ?? "dist";
