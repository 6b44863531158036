import AuthEngine
import TestSupport
import Testing

@Suite struct ContentionTests {
    @Test func twoProcessesNeverLoseAnIncrement() throws {
        let executable = try ChildProcess.builtExecutablePath(named: "StoreContention")
        try withTemporaryDirectory { temporary in
            let directory = temporary + "/store"
            let arguments = [directory, "counter", "200"]

            let first = try ChildProcess(executable: executable, arguments: arguments)
            let second = try ChildProcess(executable: executable, arguments: arguments)

            #expect(try first.waitForExit() == 0)
            #expect(try second.waitForExit() == 0)
            let store = try SecureFileStore(directory: directory)
            #expect(try store.read(Counter.self, named: "counter") == Counter(value: 400))
        }
    }

    @Test func concurrentTasksInOneProcessNeverLoseAnIncrement() async throws {
        try await withAsyncTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        for _ in 0..<25 {
                            try store.update(Counter.self, named: "counter", default: Counter(value: 0)) {
                                $0.value += 1
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try store.read(Counter.self, named: "counter") == Counter(value: 200))
        }
    }
}
