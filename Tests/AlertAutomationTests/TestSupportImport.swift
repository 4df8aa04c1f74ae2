// Every file of this test target sees the shared test helpers (SplitMix64).
@_exported import AlertTestSupport
