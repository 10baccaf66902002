package io.quiver.connector.file;

import java.util.Set;

/**
 * The options of Flink's filesystem connector. Those about streaming (monitoring, rolling by
 * time, partition commit, compaction) are accepted so that a Flink DDL runs unchanged; a batch
 * engine that writes each statement's files at its end has nothing to do with them.
 */
final class FileSystemOptions {
  private FileSystemOptions() {}

  static final String PATH = "path";
  static final String FORMAT = "format";
  static final String PARTITION_DEFAULT_NAME = "partition.default-name";
  static final String DEFAULT_PARTITION_NAME = "__DEFAULT_PARTITION__";

  static final Set<String> KEYS = Set.of(
      "connector", PATH, FORMAT, PARTITION_DEFAULT_NAME,
      "source.monitor-interval", "source.report-statistics", "source.path.regex-pattern",
      "sink.rolling-policy.file-size", "sink.rolling-policy.rollover-interval",
      "sink.rolling-policy.inactivity-interval", "sink.rolling-policy.check-interval",
      "sink.shuffle-by-partition.enable", "sink.parallelism",
      "sink.partition-commit.trigger", "sink.partition-commit.delay",
      "sink.partition-commit.watermark-time-zone", "sink.partition-commit.policy.kind",
      "sink.partition-commit.policy.class", "sink.partition-commit.policy.class.parameters",
      "sink.partition-commit.success-file.name",
      "partition.time-extractor.kind", "partition.time-extractor.class",
      "partition.time-extractor.timestamp-pattern", "partition.time-extractor.timestamp-formatter",
      "auto-compaction", "compaction.file-size");
}
