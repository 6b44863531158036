/// A registration's identity: the service type and an optional name.
///
/// The type's name is spelled only when a message needs it: `String(describing:)` on a type
/// searches the binary's protocol conformances, and doing that for every registration was most of
/// the app's start-up time.
struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
    let type: any Any.Type
    let name: String?

    init<Service>(_ type: Service.Type, name: String?) {
        self.type = type
        self.name = name
    }

    /// The service type's name, as messages show it.
    var typeName: String { String(describing: type) }

    var description: String { Self.describe(type: typeName, name: name) }

    static func describe(type: String, name: String?) -> String {
        name.map { "\(type) named \"\($0)\"" } ?? type
    }

    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(name)
    }
}
