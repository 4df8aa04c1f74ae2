import AlertCommandKit
import Foundation

exit(
    AlertCommandApp.main(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment))
