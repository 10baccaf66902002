package io.quiver.table.planner;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeUtil;

/** Flink's rule for assigning composite values: ROW fields by position, whatever their names. */
final class CompositeAssignments {
  private CompositeAssignments() {}

  /**
   * {@code source} with each ROW (a field, or inside an array or map field) that is assignable by
   * position to its target (as many fields, each assignable) given the target's type, keeping
   * its own nullability; other fields as they are.
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
      RelDataType reshaped = reshape(s, t, factory);
      changed |= reshaped != s;
      types.add(reshaped);
    }
    return changed
        ? factory.createStructType(types, source.getFieldList().stream().map(RelDataTypeField::getName).toList())
        : source;
  }

  /**
   * {@code s} as {@code t} (keeping its own nullability) when {@code s} is a composite that
   * converts to {@code t} component by component: ROW fields by position, array elements, map
   * keys and values, each assignable (a DECIMAL(12, 2) element into a DECIMAL(5, 2) one, checked
   * when the value is converted); otherwise {@code s}.
   */
  private static RelDataType reshape(RelDataType s, RelDataType t, RelDataTypeFactory factory) {
    boolean composite = s.isStruct() || s.getSqlTypeName() == SqlTypeName.ARRAY
        || s.getSqlTypeName() == SqlTypeName.MULTISET || s.getSqlTypeName() == SqlTypeName.MAP;
    if (!composite || s.equals(t) || !assignable(s, t)) {
      return s;
    }
    return factory.createTypeWithNullability(t, s.isNullable());
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
    SqlTypeName kind = source.getSqlTypeName();
    if (kind == SqlTypeName.ARRAY || kind == SqlTypeName.MULTISET) {
      return target.getSqlTypeName() == kind && assignable(source.getComponentType(), target.getComponentType());
    }
    if (kind == SqlTypeName.MAP) {
      return target.getSqlTypeName() == kind && assignable(source.getKeyType(), target.getKeyType())
          && assignable(source.getValueType(), target.getValueType());
    }
    if (target.isStruct() || target.getComponentType() != null || target.getSqlTypeName() == SqlTypeName.MAP) {
      return false;
    }
    return SqlTypeUtil.canAssignFrom(target, source);
  }
}
