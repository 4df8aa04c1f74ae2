import AlertDemoKit
import Foundation

exit(
    DemoApp.main(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment))
