import Glibc

@testable import AuthEngine

// The server store's reader: any snapshot and journal open to a state or to an error naming one of
// the two files, never a crash, and a state that opens holds only records that decode, pass their
// checks and load into a fresh state again. The first byte chooses raw files (odd) or payloads
// framed with correct headers and checksums (even), so the fuzzer reaches the entries inside;
// then come the snapshot's bytes, the journal's, and bytes appended after its last record.

private let directory: String = {
    let parent = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((parent + "/viper-auth-fuzz-journal-XXXXXX").utf8CString)
    guard mkdtemp(&template) != nil else { fatalError("no scratch directory: errno \(errno)") }
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}()
private let snapshotPath = directory + "/" + ServerStoreFiles.snapshotName
private let journalPath = directory + "/" + ServerStoreFiles.journalName

func fuzzJournal(_ input: [UInt8]) {
    guard let mode = input.first else { return }
    let parts = pieces(Array(input.dropFirst()), count: 3)
    let (snapshot, journal) = mode % 2 == 1 ? (parts[0], parts[1] + parts[2]) : framed(parts)
    write(snapshot, to: snapshotPath)
    write(journal, to: journalPath)

    let store = ServerStore(
        directory: directory, access: .shared, clock: ManualWallClock(now: 1_800_000_000),
        policy: JournalSnapshotPolicy(), signInLimit: SignInRateLimiter.Configuration())
    do {
        try store.load(mayWrite: false)
    } catch {
        requireNamesAFile(error)
        return
    }
    let documents: (state: ServerStateDocument, devices: DeviceKeysDocument)
    do {
        documents = try store.state.documents()
    } catch {
        guard case .storage(let storeError) = error else { fatalError("reading the state failed: \(error)") }
        requireNamesAFile(storeError)
        return
    }
    do {
        try documents.state.validate()
        try documents.devices.validate()
        _ = try ServerState(
            document: documents.state, deviceKeys: documents.devices, signInLimit: store.signInLimit)
    } catch {
        fatalError("a state that opened fails its checks: \(error)")
    }
}

/// A snapshot of transaction 1 holding the first piece, and a journal after it holding the second
/// as transaction 2, followed by the third piece as it is; an empty piece leaves its file out.
private func framed(_ parts: [[UInt8]]) -> (snapshot: [UInt8], journal: [UInt8]) {
    var snapshot: [UInt8] = []
    if !parts[0].isEmpty {
        snapshot = SnapshotFormat.header(
            sequence: 1, payloadByteCount: parts[0].count, payloadChecksum: CRC32C.checksum(parts[0]))
        snapshot += parts[0]
    }
    var journal: [UInt8] = []
    if !parts[1].isEmpty || !parts[2].isEmpty {
        let base: UInt64 = snapshot.isEmpty ? 0 : 1
        journal = JournalFormat.header(baseSequence: base)
        if !parts[1].isEmpty { journal += JournalFormat.record(sequence: base + 1, payload: parts[1]) }
        journal += parts[2]
    }
    return (snapshot, journal)
}

private func requireNamesAFile(_ error: StoreError) {
    switch error {
    case .corrupt(let name), .unsupportedSchemaVersion(let name, _, _):
        require(
            name == ServerStoreFiles.snapshotName || name == ServerStoreFiles.journalName,
            "an error names \(name)")
    default: fatalError("opening failed with \(error)")
    }
}

/// Leaves `bytes` in the file at `path`, or no file when there are none.
private func write(_ bytes: [UInt8], to path: String) {
    unlink(path)
    guard !bytes.isEmpty else { return }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { fatalError("cannot write \(path): errno \(errno)") }
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    require(written == bytes.count, "wrote \(written) of \(bytes.count) bytes")
}
