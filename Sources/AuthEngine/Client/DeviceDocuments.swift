/// Every kind of document the device half keeps under `<home>/device/`, declared once.
///
/// Wiping a profile removes each of its documents listed here, the repair decodes each document
/// as the type its entry names and sets aside those that do not decode, and the names the rest of
/// the client uses (`DeviceStore.sessionName(_:)`, …) are these entries'. A new device document is
/// one entry in `all`; `DeviceDocumentRegistryTests` fails for a file a flow writes that no entry
/// names, and for an entry that wiping or the repair would miss.
enum DeviceDocuments {
    /// The device's identity and secret.
    static let identity = DeviceDocument(device: DeviceStore.identityName, DeviceIdentity.self)

    /// The profiles registered on this device.
    static let profiles = DeviceDocument(device: DeviceStore.profilesName, ProfilesDocument.self)

    /// A profile's session, its three items in one document.
    static let session = DeviceDocument(profile: "session-", ".json", StoredSession.self)

    /// One of the three files a session was kept in by earlier releases.
    static func legacySessionItem(_ item: LegacySessionItem) -> DeviceDocument {
        DeviceDocument(profile: "session-", ".\(item.rawValue).json", item.documentType)
    }

    /// The device key of an authenticator. Only the biometric one keeps a key; every kind has an
    /// entry, so a kind that comes to keep one is wiped and repaired without a change here.
    static func authenticatorKey(_ kind: AuthenticatorKind) -> DeviceDocument {
        DeviceDocument(profile: "key-", ".\(kind.rawValue).json", AuthenticatorKeyDocument.self)
    }

    /// Every entry, in the order wiping removes a profile's: the old layout's session items before
    /// the session document, so a wipe cut short never leaves them to be read back as a session.
    static let all =
        [identity, profiles] + LegacySessionItem.allCases.map(legacySessionItem) + [session]
        + AuthenticatorKind.allCases.map(authenticatorKey)

    /// The entries one per profile.
    static var ofEachProfile: [DeviceDocument] { all.filter(\.isPerProfile) }

    /// The entry a file called `name` belongs to, or nil for a name none declares (a document set
    /// aside as corrupt, or one a later release wrote).
    static func entry(named name: String) -> DeviceDocument? {
        all.first { $0.names(name) }
    }
}

/// One kind of device document: how it is named and what type it decodes as.
struct DeviceDocument: Sendable {
    /// Before the profile id, or the whole name without its suffix for a device-wide document.
    private let prefix: String
    /// After the profile id: `.json`, `.token.json`.
    private let suffix: String
    /// Whether each profile has its own; otherwise there is one for the device.
    let isPerProfile: Bool
    /// What it decodes as.
    let type: any StoredDocument.Type

    /// The one document of the device called `name`.
    init(device name: String, _ type: any StoredDocument.Type) {
        prefix = name
        suffix = ""
        isPerProfile = false
        self.type = type
    }

    /// A document per profile, called `<prefix><profile id><suffix>`.
    init(profile prefix: String, _ suffix: String, _ type: any StoredDocument.Type) {
        self.prefix = prefix
        self.suffix = suffix
        isPerProfile = true
        self.type = type
    }

    /// The name of `profileId`'s document of this kind (the device's one for a device-wide kind).
    func name(for profileId: String) -> String {
        isPerProfile ? prefix + profileId + suffix : prefix
    }

    /// The profile whose document of this kind `name` is, or nil when it is not one.
    ///
    /// Profile ids hold no dot, so `session-p.token.json` is an old session item of `p`, never
    /// the session document of a profile `p.token`.
    func profileId(inName name: String) -> String? {
        guard isPerProfile, name.count > prefix.count + suffix.count, name.hasPrefix(prefix),
            name.hasSuffix(suffix)
        else { return nil }
        let profileId = name.dropFirst(prefix.count).dropLast(suffix.count)
        return profileId.contains(".") ? nil : String(profileId)
    }

    /// Whether the file called `name` is a document of this kind.
    func names(_ name: String) -> Bool {
        isPerProfile ? profileId(inName: name) != nil : name == prefix
    }

    /// Whether the document called `name` in `store` decodes as this kind's type; a document that
    /// cannot be read at all counts as unreadable too.
    func isReadable(_ name: String, in store: SecureFileStore) -> Bool {
        type.decodes(named: name, in: store)
    }
}

extension StoredDocument {
    fileprivate static func decodes(named name: String, in store: SecureFileStore) -> Bool {
        (try? store.read(Self.self, named: name)) != nil
    }
}
