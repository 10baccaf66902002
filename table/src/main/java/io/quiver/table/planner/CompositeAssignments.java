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

  /** {@code s} with its ROWs, at any depth inside arrays and maps, given {@code t}'s names where they match by position. */
  private static RelDataType reshape(RelDataType s, RelDataType t, RelDataTypeFactory factory) {
    if (s.isStruct() && t.isStruct() && !s.equals(t) && assignable(s, t)) {
      return factory.createTypeWithNullability(t, s.isNullable());
    }
    SqlTypeName sn = s.getSqlTypeName();
    if (sn != t.getSqlTypeName()) {
      return s;
    }
    if (sn == SqlTypeName.ARRAY || sn == SqlTypeName.MULTISET) {
      RelDataType element = reshape(s.getComponentType(), t.getComponentType(), factory);
      if (element == s.getComponentType()) {
        return s;
      }
      RelDataType collection = sn == SqlTypeName.ARRAY
          ? factory.createArrayType(element, -1) : factory.createMultisetType(element, -1);
      return factory.createTypeWithNullability(collection, s.isNullable());
    }
    if (sn == SqlTypeName.MAP) {
      RelDataType key = reshape(s.getKeyType(), t.getKeyType(), factory);
      RelDataType value = reshape(s.getValueType(), t.getValueType(), factory);
      if (key == s.getKeyType() && value == s.getValueType()) {
        return s;
      }
      return factory.createTypeWithNullability(factory.createMapType(key, value), s.isNullable());
    }
    return s;
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
