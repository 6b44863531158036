import Glibc

// A thin main: parse, build, run, exit with the status `Application` returns.
let status = await Application.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
