import AuthEngine
import Glibc
import TestSupport
import Testing

@Suite(.serialized) struct FileModeTests {
    /// 0 would expose files created with loose modes; 0o277 would leave them unreadable if the store
    /// relied on the creation mode alone instead of setting it.
    @Test(arguments: [mode_t(0), mode_t(0o277)])
    func createsPrivateDirectoriesAndFilesWhateverTheUmask(_ mask: mode_t) throws {
        try withTemporaryDirectory { temporary in
            let previousMask = umask(mask)
            defer { umask(previousMask) }

            let store = try SecureFileStore(directory: temporary + "/state/viper-auth")
            try store.write(SecretNote.sample, named: "note")
            try store.update(Counter.self, named: "counter", default: Counter(value: 0)) { $0.value += 1 }
            try store.withExclusiveLock(named: "server") {}

            #expect(try FileInspection.permissionBits(of: temporary + "/state") == 0o700)
            #expect(try FileInspection.permissionBits(of: store.directory) == 0o700)
            for file in ["note", "counter", ".counter.lock", ".server.lock"] {
                #expect(
                    try FileInspection.permissionBits(of: store.directory + "/" + file) == 0o600, "\(file)")
            }
        }
    }

    @Test func leavesTheModeOfAnExistingDirectoryAlone() throws {
        try withTemporaryDirectory { temporary in
            let shared = temporary + "/shared"
            try #require(mkdir(shared, 0o755) == 0 && chmod(shared, 0o755) == 0)

            _ = try SecureFileStore(directory: shared + "/viper-auth")

            #expect(try FileInspection.permissionBits(of: shared) == 0o755)
            #expect(try FileInspection.permissionBits(of: shared + "/viper-auth") == 0o700)
        }
    }

    @Test func refusesADirectoryPathThatIsAFile() throws {
        try withTemporaryDirectory { temporary in
            try FileInspection.replaceContents(of: temporary + "/file", with: [])
            #expect(
                throws: StoreError.fileSystem(.createDirectory, path: temporary + "/file", errno: ENOTDIR)
            ) {
                try SecureFileStore(directory: temporary + "/file/viper-auth")
            }
        }
    }
}
