package io.quiver.connector.format;

import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A file format of the filesystem connector: its options, and how it reads and writes files. */
public interface Format {
  /** The value of the table option 'format', e.g. {@code csv}. */
  String identifier();

  /** The name ending of the files it writes, e.g. {@code .csv}. */
  String extension();

  /** The table options it takes, with their prefix (e.g. {@code csv.field-delimiter}). */
  Set<String> optionKeys();

  /**
   * Checks the options' values against the data columns (the table's columns that are not
   * partition keys) and makes the codec that reads and writes files of them.
   */
  FormatCodec codec(List<Column> dataColumns, Map<String, String> options);
}
