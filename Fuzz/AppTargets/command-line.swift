// The App's command line, compiled with the App's sources: any arguments are an invocation or a
// one-line usage error naming the command, never a crash; parsing is a function of the arguments
// alone (the same arguments give the same answer), and the help the parser chooses can be shown.
// The input is the arguments, separated by NUL bytes as the kernel hands them over.

func fuzzCommandLine(_ input: [UInt8]) {
    let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let first = parse(arguments)
    require(parse(arguments) == first, "the same arguments parsed twice gave different answers")
    switch first {
    case .success(.help(let path)):
        require(!HelpText.help(for: path).isEmpty, "the help chosen for \(path) is empty")
    case .success: break
    case .failure(let error):
        require(!error.message.isEmpty, "a usage error without a message")
        require(error.command.hasPrefix(CommandTable.programName), "a usage error names \(error.command)")
        // Compared as bytes: "\r\n" is one Character, equal to neither "\r" nor "\n".
        let quotesLineBreak = arguments.contains { $0.utf8.contains(10) || $0.utf8.contains(13) }
        require(quotesLineBreak || !error.message.utf8.contains(10), "a usage error of several lines")
    }
}

private func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    Result { () throws(UsageError) in try CommandLineParser.parse(arguments) }
}
