/// The address a connection came from, as the socket layer (`accept`) reported it: what the
/// server decides by when a route is for loopback peers only.
package struct HTTPPeerAddress: Sendable, Equatable, CustomStringConvertible {
    /// The address's bytes in network order: 4 for IPv4, 16 for IPv6, none when the socket layer
    /// reported another family (which is never taken for loopback).
    package let bytes: [UInt8]

    /// An address from its bytes (4 for IPv4, 16 for IPv6; any other count is an unknown peer).
    package init(bytes: [UInt8]) {
        self.bytes = bytes.count == 4 || bytes.count == 16 ? bytes : []
    }

    /// A numeric IPv4 or IPv6 address such as `192.0.2.7` or `::ffff:10.1.2.3`; nil for anything else.
    package init?(_ text: String) {
        guard let bytes = SocketPlatform.numericAddress(text) else { return nil }
        self.init(bytes: bytes)
    }

    /// A peer whose address the socket layer did not report.
    package static let unknown = HTTPPeerAddress(bytes: [])

    /// True for 127.0.0.0/8, `::1`, and 127.0.0.0/8 mapped into IPv6 (`::ffff:127.0.0.1`): the
    /// peers only this machine can be.
    package var isLoopback: Bool {
        switch bytes.count {
        case 4: return bytes[0] == 127
        case 16:
            let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
            if bytes.starts(with: mappedPrefix) { return bytes[12] == 127 }
            return bytes == Array(repeating: 0, count: 15) + [1]
        default: return false
        }
    }

    /// The address as text (`192.0.2.7`, `::1`), or `unknown`.
    package var description: String { SocketPlatform.addressText(bytes) ?? "unknown" }
}
