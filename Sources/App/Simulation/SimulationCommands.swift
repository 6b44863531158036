import Interactors
import Presenters

/// `viper-auth clock`: the home's simulated time.
@MainActor
enum ClockCommand {
    static func run(_ options: ClockOptions, settings: EngineSettings) -> Int32 {
        let simulation = HomeSimulation(settings: settings)
        do throws(AppError) {
            switch options.action {
            case .show:
                ProcessIO.writeOutputLine(SimulationText.clock(try simulation.clockReading()))
            case .advance(let seconds):
                let reading = try simulation.advanceClock(bySeconds: seconds)
                ProcessIO.writeOutputLine(SimulationText.advanced(by: seconds, to: reading))
            case .reset:
                let before = simulation.clockOffsetSeconds()
                let reading = try simulation.resetClock()
                ProcessIO.writeOutputLine(SimulationText.reset(to: reading))
                if before > 0 { ProcessIO.writeErrorLine(SimulationText.resetWarning) }
            }
            return ExitStatus.success
        } catch {
            ProcessIO.writeErrorLine("viper-auth clock: \(ErrorPresentation(error).message)")
            return ExitStatus.failure
        }
    }
}

/// `viper-auth faults`: the home's fault plan.
@MainActor
enum FaultsCommand {
    static func run(_ options: FaultsOptions, settings: EngineSettings) -> Int32 {
        let simulation = HomeSimulation(settings: settings)
        do throws(AppError) {
            switch options.action {
            case .show:
                for line in SimulationText.faults(try simulation.faults()) { ProcessIO.writeOutputLine(line) }
            case .add(let fault):
                try simulation.addFault(fault)
                ProcessIO.writeOutputLine(SimulationText.added(fault))
            case .clear:
                try simulation.clearFaults()
                ProcessIO.writeOutputLine(SimulationText.cleared)
            }
            return ExitStatus.success
        } catch {
            ProcessIO.writeErrorLine("viper-auth faults: \(ErrorPresentation(error).message)")
            return ExitStatus.failure
        }
    }
}

/// `viper-auth simulate`: an attack played against the home's server.
@MainActor
enum SimulateCommand {
    static func run(_ options: SimulateOptions, settings: EngineSettings) async -> Int32 {
        switch options.attack {
        case .stolenRefreshToken:
            let simulation = StolenTokenSimulation(host: EngineHost(settings: settings, tracer: .disabled))
            do throws(AppError) {
                let answer = try await simulation.run(profile: options.profile)
                switch answer.outcome {
                case .refused:
                    ProcessIO.writeOutputLine(SimulationText.stolenTokenAnswer(answer))
                    return ExitStatus.success
                case .noRotatedToken, .accepted:
                    ProcessIO.writeErrorLine(
                        "viper-auth simulate: \(SimulationText.stolenTokenAnswer(answer))")
                    return ExitStatus.failure
                }
            } catch {
                ProcessIO.writeErrorLine("viper-auth simulate: \(SimulationText.stolenTokenFailure(error))")
                return ExitStatus.failure
            }
        }
    }
}
