// The umbrella module: `import AlertEngine` brings in the whole engine.
@_exported import AlertAutomation
@_exported import AlertLayout
@_exported import AlertPresentation
@_exported import AlertProtocol
@_exported import AlertQueue
@_exported import AlertStyles
