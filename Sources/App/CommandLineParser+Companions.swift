// `push`, `status` and `browser`: the commands a second terminal runs beside the app.

extension CommandLineParser {
    /// The longest `--wait`: an hour (a request's time to live is minutes).
    static let maximumWait = 3600.0
    /// The longest `--ttl`: a day.
    static let maximumTimeToLive: Int64 = 86_400

    static func parsePush(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var home: String?
        var profile: String?
        var message: String?
        var wait: Double?
        var otp = false
        var timeToLive: Int64?
        while let (name, inlineValue) = try reader.nextOption() {
            switch name {
            case "--help", "-h": return .help
            case "--home": home = try homeValue(&reader, inline: inlineValue)
            case "--profile":
                let value = try reader.value(for: name, inline: inlineValue)
                guard !value.isEmpty else {
                    throw UsageError(message: "--profile needs a profile id or email")
                }
                profile = value
            case "--message":
                let value = try reader.value(for: name, inline: inlineValue)
                guard !value.isEmpty else { throw UsageError(message: "--message needs some text") }
                message = value
            case "--wait":
                let value = try reader.value(for: name, inline: inlineValue)
                guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= maximumWait
                else {
                    throw UsageError(
                        message:
                            "invalid value '\(value)' for --wait: expected seconds, more than 0 and at most 3600"
                    )
                }
                wait = seconds
            case "--otp":
                try reader.refuseValue(for: name, inline: inlineValue)
                otp = true
            case "--ttl":
                let value = try reader.value(for: name, inline: inlineValue)
                guard let seconds = Int64(value), seconds > 0, seconds <= maximumTimeToLive else {
                    throw UsageError(
                        message:
                            "invalid value '\(value)' for --ttl: expected whole seconds, more than 0 and at most 86400"
                    )
                }
                timeToLive = seconds
            default:
                throw UsageError(message: "unknown option '\(name)' for push")
            }
        }
        guard let profile else { throw UsageError(message: "push needs --profile P (a profile id or email)") }
        switch (message, otp) {
        case (.some, true):
            throw UsageError(message: "push takes --message or --otp, not both")
        case (nil, false):
            throw UsageError(message: "push needs --message M or --otp")
        case (nil, true):
            if wait != nil { throw UsageError(message: "--wait goes with --message, not --otp") }
            return .push(
                PushOptions(home: home, profile: profile, request: .oneTimePassword, timeToLive: timeToLive))
        case (.some(let message), false):
            return .push(
                PushOptions(
                    home: home, profile: profile, request: .confirmation(message: message, wait: wait),
                    timeToLive: timeToLive))
        }
    }

    static func parseStatus(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var options = StatusOptions()
        while let (name, inlineValue) = try reader.nextOption() {
            switch name {
            case "--help", "-h": return .help
            case "--home": options.home = try homeValue(&reader, inline: inlineValue)
            case "--json":
                try reader.refuseValue(for: name, inline: inlineValue)
                options.json = true
            default:
                throw UsageError(message: "unknown option '\(name)' for status")
            }
        }
        return .status(options)
    }

    static func homeValue(_ reader: inout ArgumentReader, inline: String?) throws(UsageError)
        -> String
    {
        let value = try reader.value(for: "--home", inline: inline)
        guard !value.isEmpty else { throw UsageError(message: "--home needs a directory") }
        return value
    }
}

extension CommandLineParser {
    /// `browser [--home DIR] [--no-color] (<url> | --code)`.
    static func parseBrowser(_ reader: inout ArgumentReader) throws(UsageError) -> Command {
        var url: String?
        var wantsCode = false
        var home: String?
        var noColor = false
        while let argument = reader.peek() {
            guard argument.hasPrefix("-"), argument.count > 1 else {
                reader.skip()
                guard url == nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
                url = argument
                continue
            }
            guard let (name, inlineValue) = try reader.nextOption() else { break }
            switch name {
            case "--help", "-h": return .help
            case "--home":
                let value = try reader.value(for: name, inline: inlineValue)
                guard !value.isEmpty else { throw UsageError(message: "--home needs a directory") }
                home = value
            case "--no-color":
                try reader.refuseValue(for: name, inline: inlineValue)
                noColor = true
            case "--code":
                try reader.refuseValue(for: name, inline: inlineValue)
                wantsCode = true
            default:
                throw UsageError(message: "unknown option '\(name)' for browser")
            }
        }
        let target: BrowserOptions.Target
        switch (url, wantsCode) {
        case (let url?, false):
            guard !url.trimmingSpaces().isEmpty else { throw UsageError(message: "browser needs a URL") }
            target = .address(url.trimmingSpaces())
        case (nil, true): target = .registrationCode
        case (nil, false): throw UsageError(message: "browser needs a URL, or --code")
        case (.some, true): throw UsageError(message: "browser takes a URL or --code, not both")
        }
        return .browser(BrowserOptions(target: target, home: home, noColor: noColor))
    }
}

extension String {
    /// The text without surrounding spaces, tabs and newlines (a pasted URL often has them).
    fileprivate func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
