import AuthEngine
import Glibc
import TestSupport
import Testing

/// A write killed between creating its temporary file and renaming it leaves that file behind;
/// opening the store removes such files, and never one whose writer is still at work.
@Suite("Temporary files of interrupted writes")
struct OrphanedTemporaryFileTests {
    /// What killed writes of the store leave: `.<document>.tmp-<hex>`.
    static let orphans = [
        ".note.tmp-1f2e", ".state.json.tmp-abcdef0123456789", ".session-prf_x.json.tmp-0",
    ]

    /// Files a sweep must leave alone: documents, locks, quarantined files and look-alikes.
    static let bystanders = [
        "note", ".note.lock", "note.corrupt-1800000000", "notes.tmp-1", ".note.tmp-", ".note.tmp-XYZ",
        ".note.tmp-1f.lock", ".bad..name.tmp-1", ".tmp-1", ".note.tmp-00000000000000001",
    ]

    private func plant(_ names: [String], in directory: String) throws {
        for name in names {
            try FileInspection.replaceContents(of: directory + "/" + name, with: Array("partial".utf8))
        }
    }

    @Test("opening a store removes the temporary files of interrupted writes and nothing else")
    func openingSweeps() throws {
        try withTemporaryDirectory { temporary in
            try plant(Self.orphans + Self.bystanders, in: temporary)

            _ = try SecureFileStore(directory: temporary)

            #expect(try FileInspection.fileNames(in: temporary) == Self.bystanders.sorted())
        }
    }

    @Test("the sweep reports what it removed, and a second one finds nothing")
    func sweepReportsItsWork() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try plant(Self.orphans, in: temporary)

            #expect(try store.removeOrphanedTemporaryFiles() == Self.orphans.sorted())
            #expect(try store.removeOrphanedTemporaryFiles() == [])
        }
    }

    @Test("while a write holds the directory's shared lock nothing is removed; once it ends, its file is")
    func liveWriterKeepsItsFile() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try plant(Self.orphans, in: temporary)
            // What `write` holds from creating its temporary file until the rename, close-on-exec as
            // the store opens it: a child another test starts meanwhile must not inherit the lock.
            let writer = open(temporary, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            try #require(writer >= 0 && flock(writer, LOCK_SH) == 0)

            #expect(try store.removeOrphanedTemporaryFiles() == [])
            _ = try SecureFileStore(directory: temporary)
            #expect(try FileInspection.fileNames(in: temporary) == Self.orphans.sorted())

            close(writer)
            #expect(try store.removeOrphanedTemporaryFiles() == Self.orphans.sorted())
        }
    }

    @Test("stores opened again and again beside another process's writes never take a live temporary file")
    func openingBesideAWriterLosesNoWrite() throws {
        let executable = try ChildProcess.builtExecutablePath(named: "StoreContention")
        try withTemporaryDirectory { temporary in
            let directory = temporary + "/store"
            let writer = try ChildProcess(executable: executable, arguments: [directory, "counter", "300"])
            // Opening sweeps; if a sweep took the writer's file, its rename would fail and it would exit 1.
            var status: Int32?
            while status == nil {
                _ = try? SecureFileStore(directory: directory)
                status = try writer.exitStatusIfEnded()
            }

            #expect(status == 0)
            let store = try SecureFileStore(directory: directory)
            #expect(try store.read(Counter.self, named: "counter") == Counter(value: 300))
        }
    }

    @Test("tasks of one process opening the store while others write lose no write")
    func openingBesideTasksLosesNoWrite() async throws {
        try await withAsyncTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        for _ in 0..<25 {
                            try store.update(Counter.self, named: "counter", default: Counter(value: 0)) {
                                $0.value += 1
                            }
                        }
                    }
                    group.addTask {
                        for _ in 0..<200 { _ = try SecureFileStore(directory: temporary) }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try store.read(Counter.self, named: "counter") == Counter(value: 100))
        }
    }
}
