@_exported import AlertProtocol
