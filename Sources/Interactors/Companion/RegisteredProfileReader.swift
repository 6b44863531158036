import AuthEngine
import Glibc

/// The profiles registered on a home's device, read from the device half alone: the engine is not
/// started (no server store opened, nothing created), so it is quick, and safe beside a running app
/// or server. Shell completion of `--profile` asks for them at every Tab.
package struct RegisteredProfileReader: Sendable {
    private let settings: EngineSettings

    /// A reader of the device half of the home of `settings`.
    package init(settings: EngineSettings) {
        self.settings = settings
    }

    /// The profiles, in the device's order (completion needs no other); none on a home the app
    /// never started, which stays uncreated.
    package func profiles() throws(AppError) -> [RegisteredProfile] {
        let directory = settings.homeDirectory + "/device"
        guard access(directory, F_OK) == 0 else { return [] }
        let device: DeviceStore
        do {
            device = DeviceStore(store: try SecureFileStore(directory: directory))
        } catch {
            throw .engineUnavailable(.deviceData(StorageProblem(error)))
        }
        do {
            return try device.profiles().map(RegisteredProfile.init)
        } catch {
            throw AppError(error)
        }
    }
}
