import Glibc
import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

/// The server store tested as a store: a journal cut at every byte of its last record, damage
/// before the end, failed writes and fsyncs, other processes' records caught up, snapshots, group
/// commit, and homes of the old layout.
@Suite("Server store: journal, snapshots, group commit, catch-up, conversion")
struct ServerStoreTests {
    static func database(
        _ directory: String, access: ServerAccess = .shared, io: JournalIO = .system,
        policy: JournalSnapshotPolicy = JournalSnapshotPolicy()
    ) throws -> ServerDatabase {
        var configuration = ServerConfiguration.forTesting
        configuration.journalSnapshotPolicy = policy
        return ServerDatabase(
            store: try SecureFileStore(directory: directory), access: access, clock: SystemWallClock(),
            configuration: configuration, io: io)
    }

    /// One small change: a device key named `name`.
    static func addKey(_ database: ServerDatabase, _ name: String) throws {
        try database.transaction { state throws(ServerFailure) in
            state.deviceKeys.put(DeviceKeyRecord(deviceId: name, key: "key-of-" + name))
        }
    }

    static func keys(_ database: ServerDatabase) throws -> Set<String> {
        Set(try database.engine.documents().devices.keys.map(\.deviceId))
    }

    static func journal(_ directory: String) -> String {
        directory + "/" + ServerStoreFiles.journalName
    }

    @Test("a journal cut at every byte of its last record opens to the state before that record")
    func truncatedAtEveryByte() throws {
        try withTemporaryDirectory { directory in
            let home = directory + "/server"
            let database = try Self.database(home)
            for index in 0..<3 { try Self.addKey(database, "dev-\(index)") }
            let before = try FileInspection.contents(of: Self.journal(home))
            try Self.addKey(database, "dev-last")
            let after = try FileInspection.contents(of: Self.journal(home))
            #expect(after.count > before.count)
            for cut in before.count...after.count {
                try FileInspection.replaceContents(of: Self.journal(home), with: Array(after[..<cut]))
                let reopened = try Self.database(home)
                let keys = try Self.keys(reopened)
                let expected: Set = ["dev-0", "dev-1", "dev-2"]
                #expect(
                    keys == (cut == after.count ? expected.union(["dev-last"]) : expected), "cut at \(cut)")
                let torn = cut != before.count && cut != after.count
                #expect(
                    reopened.notes
                        == (torn ? [.discardedIncompleteRecord(byteCount: cut - before.count)] : []),
                    "cut at \(cut)")
                // The torn end was cut off: the next change follows the last whole record.
                try Self.addKey(reopened, "dev-next")
                #expect(try Self.keys(try Self.database(home)).contains("dev-next"), "cut at \(cut)")
            }
        }
    }

    @Test("damage before the journal's end is reported, naming the journal; the home is left as it was")
    func damageBeforeTheEnd() throws {
        try withTemporaryDirectory { directory in
            let database = try Self.database(directory)
            for index in 0..<3 { try Self.addKey(database, "dev-\(index)") }
            var bytes = try FileInspection.contents(of: Self.journal(directory))
            bytes[JournalFormat.headerByteCount + JournalFormat.recordHeaderByteCount + 2] ^= 0x20
            try FileInspection.replaceContents(of: Self.journal(directory), with: bytes)
            #expect(throws: StoreError.corrupt(name: ServerStoreFiles.journalName)) {
                try Self.database(directory).open()
            }
            #expect(try FileInspection.contents(of: Self.journal(directory)) == bytes)
        }
    }

    @Test(
        "a failed write or fsync refuses the change; memory stays as the disk is, the next change works",
        arguments: [ServerAccess.shared, .exclusive], [true, false])
    func failedAppend(access: ServerAccess, failWrite: Bool) throws {
        try withTemporaryDirectory { directory in
            let failing = Mutex(false)
            let io = JournalIO(
                write: { (descriptor, bytes, offset, path) throws(StoreError) in
                    if failWrite, failing.withLock({ $0 }) {
                        // Half the bytes reach the file before the failure, as a full disk leaves them.
                        try JournalIO.system.write(
                            descriptor, Array(bytes.prefix(bytes.count / 2)), offset, path)
                        throw .fileSystem(.write, path: path, errno: ENOSPC)
                    }
                    try JournalIO.system.write(descriptor, bytes, offset, path)
                },
                synchronize: { (descriptor, path) throws(StoreError) in
                    if !failWrite, failing.withLock({ $0 }) {
                        throw .fileSystem(.synchronize, path: path, errno: EIO)
                    }
                    try JournalIO.system.synchronize(descriptor, path)
                })
            let database = try Self.database(directory, access: access, io: io)
            try Self.addKey(database, "dev-kept")
            failing.withLock { $0 = true }
            #expect(throws: ServerFailure.self) { try Self.addKey(database, "dev-refused") }
            #expect(try Self.keys(database) == ["dev-kept"])
            failing.withLock { $0 = false }
            try Self.addKey(database, "dev-after")
            #expect(try Self.keys(database) == ["dev-kept", "dev-after"])
            database.close()
            #expect(try Self.keys(try Self.database(directory)) == ["dev-kept", "dev-after"])
        }
    }

    @Test("a process sharing the home reads only the records appended since its last read")
    func catchUpReadsOnlyNewRecords() throws {
        try withTemporaryDirectory { directory in
            let writer = try Self.database(directory)
            let reader = try Self.database(directory)
            for index in 0..<50 { try Self.addKey(writer, "dev-\(index)") }
            #expect(try Self.keys(reader).count == 50)
            let read = reader.statistics.catchUpBytesRead
            try Self.addKey(writer, "dev-new")
            #expect(try Self.keys(reader).contains("dev-new"))
            let record = reader.statistics.catchUpBytesRead - read
            #expect(record > 0 && record < 200, "read \(record) bytes for one small record")
            #expect(reader.statistics.fullLoads == 1)
        }
    }

    @Test("snapshots restart the journal; another process follows, reloading only past a missed snapshot")
    func snapshotsAndFollowers() throws {
        try withTemporaryDirectory { directory in
            let policy = JournalSnapshotPolicy(minimumJournalBytes: 2048, journalToSnapshotRatio: 0.5)
            let writer = try Self.database(directory, policy: policy)
            let follower = try Self.database(directory, policy: policy)
            var expected = Set<String>()
            for index in 0..<200 {
                try Self.addKey(writer, "dev-\(index)")
                expected.insert("dev-\(index)")
                // Read after every change: the follower never misses a journal.
                #expect(try Self.keys(follower) == expected)
            }
            #expect(writer.statistics.snapshotsWritten >= 3)
            #expect(follower.statistics.fullLoads == 1)
            let late = try Self.database(directory, policy: policy)
            #expect(try Self.keys(late) == expected)
            for index in 200..<400 { try Self.addKey(writer, "dev-\(index)") }
            expected.formUnion((200..<400).map { "dev-\($0)" })
            #expect(try Self.keys(late) == expected)
            #expect(late.statistics.fullLoads == 2, "two snapshots passed while it did not read")
        }
    }

    @Test("concurrent changes to an owning server share fsyncs, and every one is durable")
    func groupCommit() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let server = try TokenServer(directory: directory, configuration: .forTesting, access: .exclusive)
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<64 {
                    group.addTask {
                        let response = await server.handle(
                            EngineRequest(
                                method: .post, path: "/v1/devices/nonce",
                                body: Array("{\"deviceId\":\"dev-\(index)\"}".utf8)))
                        #expect(response.status == 200)
                    }
                }
            }
            let statistics = server.storeStatistics
            #expect(statistics.recordsWritten == 64)
            #expect(statistics.batchesWritten < statistics.recordsWritten)
            server.database.close()
            let reopened = try Self.database(directory)
            #expect(try reopened.engine.documents().devices.nonces.count == 64)
        }
    }

    @Test("a home with the old state.json and devices.json is converted once, and keeps them renamed")
    func oldHomeConverts() throws {
        try withTemporaryDirectory { directory in
            let old = try SecureFileStore(directory: directory)
            let account = DemoAccounts.accounts(passwordIterations: 1)[0]
            var document = ServerStateDocument()
            document.accounts = [account]
            document.tickets = [
                RegistrationTicket(
                    tokenHash: "hash", accountId: account.id, expiresAt: .max, stateless: false)
            ]
            document.signInLimiter.recordFailure(email: "eve@example.org", now: 1_800_000_000)
            try old.write(document, named: ServerStoreFiles.legacyStateName)
            try old.write(
                DeviceKeysDocument(keys: [DeviceKeyRecord(deviceId: "dev-old", key: "k")], nonces: []),
                named: ServerStoreFiles.legacyDevicesName)

            let converted = try Self.database(directory)
            let state = try converted.snapshot()
            #expect(state.accounts == [account])
            #expect(state.tickets == document.tickets)
            #expect(state.signInLimiter.trackedEmailCount == 1)
            #expect(try Self.keys(converted) == ["dev-old"])
            #expect(converted.notes == [.migrated(keptAs: ["state.json.migrated", "devices.json.migrated"])])
            let names = try FileInspection.fileNames(in: directory)
            #expect(!names.contains(ServerStoreFiles.legacyStateName))
            #expect(names.contains(ServerStoreFiles.snapshotName))
            #expect(names.contains("state.json.migrated"))

            // Converted once: the next opening reads the store, and a left-over old file (as a crash
            // between the snapshot's rename and the old file's leaves) is set aside unread.
            try FileInspection.replaceContents(
                of: directory + "/" + ServerStoreFiles.legacyStateName, with: Array("{ not json".utf8))
            let reopened = try Self.database(directory)
            #expect(try reopened.snapshot().accounts == [account])
            #expect(reopened.notes == [.setAsideLeftover("state.json.migrated")])
        }
    }

    @Test("an old state.json that cannot be read stops the opening, naming it, and is left as it was")
    func damagedOldHome() throws {
        try withTemporaryDirectory { directory in
            let damaged = Array(#"{"schemaVersion":1,"document":{"accounts":[{"memberships":[]}]}}"#.utf8)
            try FileInspection.replaceContents(of: directory + "/state.json", with: damaged)
            #expect(throws: StoreError.corrupt(name: "state.json")) { try Self.database(directory).open() }
            #expect(try FileInspection.contents(of: directory + "/state.json") == damaged)
            #expect(try !FileInspection.fileNames(in: directory).contains(ServerStoreFiles.snapshotName))
        }
    }
}
