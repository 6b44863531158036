import Glibc
import TestSupport
import Testing

@testable import AuthEngine

/// `DeviceDocuments` is the one list of what the device half keeps: these tests fail for a file a
/// flow writes that no entry declares, and for an entry that wiping or the repair would miss.
@Suite("The device documents are declared once, and wiping and repair cover every one")
struct DeviceDocumentRegistryTests {
    /// A home with two profiles holding a file of every declared kind: `ada`'s from the flows (a
    /// session, the biometric key; the other authenticator keys copied from it), `lin`'s session
    /// in the earlier three-file layout.
    private func homeWithEveryDocument() async throws -> (harness: EngineHarness, ada: String, lin: String) {
        let harness = try EngineHarness()
        let ada = try await harness.registerProfile(with: harness.client, email: "ada@example.org")
        try await harness.register(.biometric, profileId: ada, answer: "recognised")
        try await harness.register(.password, profileId: ada, answer: "blue harbour lantern")
        let lin = try await harness.registerProfile(with: harness.client, email: "lin@example.org")
        try harness.moveSessionToLegacyLayout(of: lin)
        let directory = harness.home + "/device/"
        let key = StoredState.contents(
            of: directory + AuthenticatorKeyDocument.name(profileId: ada, kind: .biometric))
        for kind in AuthenticatorKind.allCases where kind != .biometric {
            try write(key, to: directory + AuthenticatorKeyDocument.name(profileId: ada, kind: kind))
        }
        return (harness, ada, lin)
    }

    @Test("every file the flows write on the device is declared, and every declared kind is in the home")
    func everyFileIsDeclared() async throws {
        let (harness, ada, lin) = try await homeWithEveryDocument()
        defer { harness.removeHome() }
        let names = try harness.deviceStore.documentNames()
        for name in names {
            #expect(DeviceDocuments.entry(named: name) != nil, "\(name) is not declared in DeviceDocuments")
        }
        for document in DeviceDocuments.all {
            let expected =
                document.isPerProfile
                ? [document.name(for: ada), document.name(for: lin)] : [document.name(for: "")]
            #expect(expected.contains(where: names.contains), "no \(expected) in the home")
        }
    }

    @Test("wiping a profile removes every document of it, and nothing of another profile")
    func wipeCoversEveryDocument() async throws {
        let (harness, ada, lin) = try await homeWithEveryDocument()
        defer { harness.removeHome() }
        for document in DeviceDocuments.ofEachProfile {
            for profile in [ada, lin]
            where !(try harness.deviceStore.documentNames().contains(document.name(for: profile))) {
                try write("{ any content", to: harness.home + "/device/" + document.name(for: profile))
            }
        }
        let linsBefore = try harness.deviceStore.documentNames().filter { $0.contains(lin) }

        try DeviceStore(store: harness.deviceStore).wipe(profileId: ada)

        let names = try harness.deviceStore.documentNames()
        #expect(!names.contains { $0.contains(ada) })
        #expect(names.filter { $0.contains(lin) } == linsBefore)
        #expect(linsBefore.count == DeviceDocuments.ofEachProfile.count)
        #expect(try DeviceStore(store: harness.deviceStore).profiles().map(\.id) == [lin])
    }

    @Test("repair keeps every declared document that decodes and sets aside every one that does not")
    func repairCoversEveryDocument() async throws {
        let (harness, _, _) = try await homeWithEveryDocument()
        defer { harness.removeHome() }
        let client = try harness.reopenedClient()
        #expect(try await client.quarantineCorruptDeviceFiles().isEmpty)

        let names = try harness.deviceStore.documentNames()
        for name in names { try harness.damageDeviceDocument(name) }
        #expect(Set(try await client.quarantineCorruptDeviceFiles()) == Set(names))
        #expect(
            try harness.deviceStore.documentNames()
                == names.map { "\($0).corrupt-\(harness.clock.now)" }.sorted())
    }

    @Test(
        "a name is read back as the profile whose document it is, and no other kind claims it",
        arguments: ["prf_AbC-12_x", "prf_1"])
    func namesParseBack(profileId: String) {
        for document in DeviceDocuments.ofEachProfile {
            let name = document.name(for: profileId)
            #expect(document.profileId(inName: name) == profileId)
            #expect(DeviceDocuments.all.filter { $0.names(name) }.count == 1, "\(name)")
        }
        #expect(DeviceDocuments.entry(named: DeviceStore.sessionName(profileId) + ".corrupt-7") == nil)
    }

    private func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw TemporaryDirectoryError.cannotCreate(errno: errno) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
    }
}
