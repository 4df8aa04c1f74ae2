import AlertDemoKit
import Foundation

exit(
    await DemoApp.main(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment))
