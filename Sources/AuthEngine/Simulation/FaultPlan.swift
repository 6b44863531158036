import Glibc

/// The home's fault plan, `<home>/simulation/faults.json`: what the in-process transport does to
/// the next requests of some routes. Every change holds the document's lock, so the app using up a
/// fault and `viper-auth faults add` in another terminal never lose each other's update.
package struct FaultPlan: Sendable {
    private let directory: String
    private let emptiness = SimulationFileReading<Bool>()

    /// The plan of the home whose simulation directory is `directory` (`SimulationHome`).
    package init(directory: String) {
        self.directory = directory
    }

    /// The faults in force, in the order they were added (the first match applies first).
    package func faults() throws(StoreError) -> [SimulatedFault] {
        let name = try DocumentName(FaultPlanDocument.name)
        guard let bytes = try FileSystem.readFileIfPresent(directory + "/" + FaultPlanDocument.name) else {
            return []
        }
        // `validate` has refused any record that is not a fault, so none is dropped here.
        return try DocumentCodec.decode(FaultPlanDocument.self, from: bytes, name: name).faults
            .compactMap(SimulatedFault.init)
    }

    /// True when the plan has no document, so no request can meet a fault: one `access` call,
    /// which the server makes before answering a request on its I/O thread (once per turn of its
    /// loop, after `revalidateAtNextReading()`).
    package var isEmpty: Bool {
        emptiness.value { access(directory + "/" + FaultPlanDocument.name, F_OK) != 0 }
    }

    /// From now on, the next `isEmpty` looks at the file and the ones after it reuse what it saw,
    /// until the next call (`SimulationFileReading`): a server calls this at the start of each
    /// turn of its I/O loop.
    package func revalidateAtNextReading() {
        emptiness.revalidateAtNextReading()
    }

    /// Adds `fault` after the ones in force.
    package func add(_ fault: SimulatedFault) throws(StoreError) {
        try change { faults in faults.append(fault) }
    }

    /// Removes every fault (and the document, so requests check nothing but its absence), under
    /// the lock, so a request using up a fault at that moment cannot write it back. A damaged
    /// plan is removed too.
    package func clear() throws(StoreError) {
        guard access(directory, F_OK) == 0 else { return }
        defer { SimulationFileChanges.inThisProcess.note() }
        let store = try SecureFileStore(directory: directory)
        do {
            _ = try store.withExclusiveLock(named: FaultPlanDocument.name) { () throws(StoreError) in
                try store.remove(named: FaultPlanDocument.name)
            }
        } catch {
            switch error {
            case .store(let error), .aborted(let error): throw error
            }
        }
    }

    /// The fault for `request`, used up by one application, or nil when none matches.
    ///
    /// Without a plan on disk this is one `access` call and no lock. A plan that cannot be read
    /// applies no fault (the request goes through); `faults()` and `status` report the damage.
    func take(for request: EngineRequest) -> FaultKind? {
        guard access(directory + "/" + FaultPlanDocument.name, F_OK) == 0 else { return nil }
        var taken: FaultKind?
        try? change { faults in
            guard let index = faults.firstIndex(where: { $0.matches(request) }) else { return }
            taken = faults[index].kind
            if let rest = faults[index].usedOnce() {
                faults[index] = rest
            } else {
                faults.remove(at: index)
            }
        }
        return taken
    }

    /// Reads, changes and writes the plan under its lock; an empty plan removes the document, and
    /// an unchanged one is not written.
    private func change(_ body: (inout [SimulatedFault]) -> Void) throws(StoreError) {
        defer { SimulationFileChanges.inThisProcess.note() }
        let store = try SecureFileStore(directory: directory)
        do {
            _ = try store.withExclusiveLock(named: FaultPlanDocument.name) { () throws(StoreError) in
                let before = try store.read(FaultPlanDocument.self, named: FaultPlanDocument.name)
                var faults = (before?.faults ?? []).compactMap(SimulatedFault.init)
                body(&faults)
                let after = FaultPlanDocument(faults: faults.map(StoredFault.init))
                guard after != before else { return }
                if faults.isEmpty {
                    try store.remove(named: FaultPlanDocument.name)
                } else {
                    try store.write(after, named: FaultPlanDocument.name)
                }
            }
        } catch {
            switch error {
            case .store(let error), .aborted(let error): throw error
            }
        }
    }
}
