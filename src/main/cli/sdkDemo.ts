// Placeholder until sdk-demo lands in this session's work.
process.stderr.write('sdk-demo: not built yet\n');
process.exitCode = 1;
