@_exported import AlertStyles
