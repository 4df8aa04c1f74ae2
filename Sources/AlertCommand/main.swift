import AlertCommandKit
import Foundation

exit(
    await AlertCommandApp.main(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment,
        programName: CommandLine.arguments.first ?? "alert"))
