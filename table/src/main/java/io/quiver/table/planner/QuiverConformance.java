package io.quiver.table.planner;

import org.apache.calcite.sql.validate.SqlAbstractConformance;

/**
 * The SQL Quiver accepts beyond the standard, chosen for what clients send: {@code !=}, {@code %},
 * GROUP BY aliases and ordinals, SELECT without FROM, and MySQL's {@code LIMIT offset, count}.
 */
final class QuiverConformance extends SqlAbstractConformance {
  static final QuiverConformance INSTANCE = new QuiverConformance();

  @Override
  public boolean isBangEqualAllowed() {
    return true;
  }

  @Override
  public boolean isPercentRemainderAllowed() {
    return true;
  }

  @Override
  public boolean isGroupByAlias() {
    return true;
  }

  @Override
  public boolean isGroupByOrdinal() {
    return true;
  }

  @Override
  public boolean isHavingAlias() {
    return true;
  }

  @Override
  public boolean isSortByOrdinal() {
    return true;
  }

  @Override
  public boolean isFromRequired() {
    return false;
  }

  @Override
  public boolean isLimitStartCountAllowed() {
    return true;
  }

  @Override
  public boolean isOffsetLimitAllowed() {
    return true;
  }
}
