import AlertCommandKit
import Foundation

exit(
    await AlertCommandApp.main(
        arguments: AlertCommandApp.processArguments(),
        environment: ProcessInfo.processInfo.environment))
