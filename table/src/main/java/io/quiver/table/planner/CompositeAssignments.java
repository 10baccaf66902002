package io.quiver.table.planner;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.sql.type.SqlTypeUtil;

/** Flink's rule for assigning composite values: ROW fields by position, whatever their names. */
final class CompositeAssignments {
  private CompositeAssignments() {}

  /**
   * {@code source} with each top-level field that is a ROW assignable by position to its target
   * field (as many fields, each assignable) renamed to the target's type, keeping its own
   * nullability; other fields as they are.
   */
  static RelDataType byPosition(RelDataType source, RelDataType target, RelDataTypeFactory factory) {
    if (!source.isStruct() || !target.isStruct() || source.getFieldCount() != target.getFieldCount()) {
      return source;
    }
    boolean changed = false;
    List<RelDataType> types = new ArrayList<>();
    for (int i = 0; i < source.getFieldCount(); i++) {
      RelDataType s = source.getFieldList().get(i).getType();
      RelDataType t = target.getFieldList().get(i).getType();
      if (s.isStruct() && t.isStruct() && !s.equals(t) && assignable(s, t)) {
        types.add(factory.createTypeWithNullability(t, s.isNullable()));
        changed = true;
      } else {
        types.add(s);
      }
    }
    return changed
        ? factory.createStructType(types, source.getFieldList().stream().map(RelDataTypeField::getName).toList())
        : source;
  }

  private static boolean assignable(RelDataType source, RelDataType target) {
    if (source.isStruct() && target.isStruct()) {
      if (source.getFieldCount() != target.getFieldCount()) {
        return false;
      }
      for (int i = 0; i < source.getFieldCount(); i++) {
        if (!assignable(source.getFieldList().get(i).getType(), target.getFieldList().get(i).getType())) {
          return false;
        }
      }
      return true;
    }
    return SqlTypeUtil.canAssignFrom(target, source);
  }
}
