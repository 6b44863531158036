/// Where the HTTP server listens: an IPv4 address and a TCP port (`0` asks for a free one).
package struct HTTPListenAddress: Sendable, Equatable, CustomStringConvertible {
    /// The address's four octets, most significant first.
    package let octets: [UInt8]
    /// The TCP port; `0` before binding means "any free port".
    package var port: UInt16

    /// The loopback address on `port`, where the server listens unless told otherwise.
    package static func loopback(port: UInt16) -> HTTPListenAddress {
        HTTPListenAddress(127, 0, 0, 1, port: port)
    }

    /// The address `first.second.third.fourth:port`.
    package init(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8, port: UInt16) {
        octets = [first, second, third, fourth]
        self.port = port
    }

    /// Reads `HOST:PORT`, where HOST is a dotted IPv4 address or `localhost`; IPv6 is not served.
    package static func parse(_ text: String) throws(HTTPListenAddressError) -> HTTPListenAddress {
        guard let colon = text.lastIndex(of: ":") else { throw .missingPort }
        let host = text[..<colon]
        let portText = text[text.index(after: colon)...]
        guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
            let port = UInt16(portText)
        else { throw .invalidPort }
        if host == "localhost" { return .loopback(port: port) }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        var octets: [UInt8] = []
        for part in parts {
            // Digits only, no leading zeros: "010" is octal to some tools and decimal to others.
            guard !part.isEmpty, part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                part.count == 1 || part.first != "0", let octet = UInt8(part)
            else { throw .invalidHost }
            octets.append(octet)
        }
        guard octets.count == 4 else { throw .invalidHost }
        return HTTPListenAddress(octets[0], octets[1], octets[2], octets[3], port: port)
    }

    /// True for 127.0.0.0/8, which no other machine can reach; anything else carries plain HTTP
    /// over a network.
    package var isLoopback: Bool { octets[0] == 127 }

    /// The host part, such as `127.0.0.1`.
    package var host: String { octets.map { String($0) }.joined(separator: ".") }

    /// `HOST:PORT`.
    package var description: String { host + ":" + String(port) }
}

/// Why a `HOST:PORT` text is not a listen address.
package enum HTTPListenAddressError: Error, Equatable, Sendable {
    /// There is no `:PORT` part.
    case missingPort
    /// The port is not a number from 0 to 65535.
    case invalidPort
    /// The host is neither a dotted IPv4 address nor `localhost`.
    case invalidHost
}

/// A system call the HTTP server made, named when it fails.
package enum HTTPSystemOperation: Sendable, Equatable {
    /// `socket`.
    case createSocket
    /// `setsockopt` or `fcntl` on a socket.
    case configureSocket
    /// `bind` or `getsockname`.
    case bind
    /// `listen`.
    case listen
    /// `pipe`, for the event loop's wake-ups.
    case createPipe
    /// `poll`.
    case poll
    /// `pthread_create`, for the event loop's thread.
    case startThread
}

/// Why the HTTP server could not start.
package enum HTTPServerError: Error, Equatable, Sendable {
    /// Another process listens on the address.
    case addressInUse(HTTPListenAddress)
    /// The port needs privileges this process lacks.
    case permissionDenied(HTTPListenAddress)
    /// The address is not one of this machine's.
    case addressNotAvailable(HTTPListenAddress)
    /// Another system call failed with `errno`.
    case system(HTTPSystemOperation, errno: Int32)
}
