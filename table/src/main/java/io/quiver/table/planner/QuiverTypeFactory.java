package io.quiver.table.planner;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.apache.calcite.sql.type.SqlTypeFactoryImpl;

/**
 * Calcite's type factory with Unicode character types. Calcite's default character set is
 * ISO-8859-1, so a literal such as {@code '日本語'} fails validation; like Flink's
 * {@code FlinkTypeFactory}, Quiver types every character value in a Unicode set. UTF-8 is the
 * encoding the engine's string vectors hold, so the planner and the engine agree.
 */
final class QuiverTypeFactory extends SqlTypeFactoryImpl {
  static final QuiverTypeFactory INSTANCE = new QuiverTypeFactory();

  private QuiverTypeFactory() {
    super(QuiverTypeSystem.INSTANCE);
  }

  @Override
  public Charset getDefaultCharset() {
    return StandardCharsets.UTF_8;
  }
}
