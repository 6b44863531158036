/// Walks the arguments one at a time.
struct ArgumentReader {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    func peek() -> String? { remaining.first }

    mutating func skip() {
        remaining = remaining.dropFirst()
    }

    /// The next option's name and its `=value`, nil when the arguments are used up; a bare word is
    /// refused, since no command takes positional arguments here.
    mutating func nextOption() throws(UsageError) -> (String, String?)? {
        guard let argument = remaining.first else { return nil }
        remaining = remaining.dropFirst()
        guard argument.hasPrefix("-"), argument.count > 1 else {
            throw UsageError(message: "unexpected argument '\(argument)'")
        }
        if let equals = argument.firstIndex(of: "=") {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        return (argument, nil)
    }

    mutating func value(for name: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = remaining.first, !value.hasPrefix("--") else {
            throw UsageError(message: "\(name) needs a value")
        }
        remaining = remaining.dropFirst()
        return value
    }

    func refuseValue(for name: String, inline: String?) throws(UsageError) {
        if inline != nil { throw UsageError(message: "\(name) takes no value") }
    }
}
