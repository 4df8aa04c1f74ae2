@_exported import AlertLayout
@_exported import AlertProtocol
@_exported import AlertQueue
