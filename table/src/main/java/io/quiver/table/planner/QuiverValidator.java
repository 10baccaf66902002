package io.quiver.table.planner;

import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.validate.SqlValidatorCatalogReader;
import org.apache.calcite.sql.validate.SqlValidatorImpl;
import org.apache.calcite.sql.validate.implicit.TypeCoercion;

/**
 * Calcite's validator, with implicit type coercion off (as in Flink) yet its type-coercion
 * helper still available: {@code SqlToRelConverter} asks for it to type the columns of
 * {@code JOIN ... USING}, and Calcite's getter asserts that coercion is on, so under {@code -ea}
 * every USING join failed with an {@link AssertionError}.
 */
final class QuiverValidator extends SqlValidatorImpl {
  private final TypeCoercion typeCoercion;
  private final boolean standard;

  /** A validator of the default (Flink) dialect, or of the standard one if {@code standard}. */
  QuiverValidator(SqlOperatorTable operatorTable, SqlValidatorCatalogReader catalogReader,
      RelDataTypeFactory typeFactory, Config config, boolean standard) {
    super(operatorTable, catalogReader, typeFactory, config);
    this.typeCoercion = config.typeCoercionFactory().create(typeFactory, this);
    this.standard = standard;
  }

  /**
   * Calcite asks {@code isAggregate(select)} once per select item while it expands the list, and
   * each answer walks the whole list: a 5,000-column select took minutes. The answer is kept for
   * as long as the select's list, GROUP BY and HAVING are the same objects.
   */
  private final java.util.Map<org.apache.calcite.sql.SqlSelect, Object[]> aggregateAnswers =
      new java.util.IdentityHashMap<>();

  @Override
  public boolean isAggregate(org.apache.calcite.sql.SqlSelect select) {
    Object[] known = aggregateAnswers.get(select);
    if (known != null && known[0] == select.getSelectList() && known[1] == select.getGroup()
        && known[2] == select.getHaving()) {
      return (Boolean) known[3];
    }
    boolean aggregate = super.isAggregate(select);
    aggregateAnswers.put(select, new Object[] {select.getSelectList(), select.getGroup(), select.getHaving(), aggregate});
    return aggregate;
  }

  @Override
  public SqlNode validate(SqlNode topNode) {
    ValuesLiterals.unify(topNode);
    if (standard) {
      DayArithmetic.accept(topNode);
      DatetimeAssignments.castStringLiterals(topNode, getCatalogReader());
    } else {
      WindowTableFunctions.rewrite(topNode);
      DatetimeAssignments.refuseStringLiterals(topNode, getCatalogReader());
      topNode.accept(FLINK_FLOAT);
    }
    return super.validate(topNode);
  }

  /**
   * Flink accepts a bare NULL among COALESCE's operands ({@code COALESCE(NULL, x)}), which takes
   * the other operands' type, where Calcite without type coercion refuses it ("Illegal use of
   * 'NULL'"). A NULL operand never is COALESCE's answer, so it is left out; when one operand is
   * left, {@code COALESCE(x, x)} keeps the call (and the column's generated name) with x's type.
   */
  private static SqlNode withoutBareNulls(SqlNode node) {
    if (!(node instanceof org.apache.calcite.sql.SqlCall call) || !call.getOperator().getName().equalsIgnoreCase("COALESCE")) {
      return node;
    }
    java.util.List<SqlNode> kept = new java.util.ArrayList<>();
    for (SqlNode operand : call.getOperandList()) {
      if (!org.apache.calcite.sql.SqlUtil.isNullLiteral(operand, false)) {
        kept.add(operand);
      }
    }
    if (kept.size() == call.operandCount() || kept.isEmpty()) {
      return node;
    }
    if (kept.size() == 1) {
      kept.add(kept.get(0));
    }
    return call.getOperator().createCall(call.getFunctionQuantifier(), call.getParserPosition(), kept);
  }

  /**
   * SQLite's empty list: {@code x IN ()} is FALSE and {@code x NOT IN ()} TRUE for every x, NULL
   * included (no value is in an empty list, so not even an unknown one can be). Written as
   * {@code x IS NULL AND FALSE} / {@code x IS NULL OR TRUE}, so that {@code x} is still validated.
   */
  @Override
  protected SqlNode performUnconditionalRewrites(SqlNode node, boolean underFrom) {
    if (standard) {
      node = StandardAggregates.rename(node);
      node = StandardAggregates.continuousPercentileOfDouble(node);
      node = StandardAggregates.modeWithinGroup(node);
      // TABLE(...) appears in FROM only (Calcite says underFrom of neither side of a JOIN)
      node = StandardAggregates.seriesTable(node);
      node = StandardFunctions.dayOfWeekFromSunday(node);
      node = StandardFunctions.sqliteDates(node);
    }
    if (!standard) {
      node = withoutBareNulls(node);
    }
    node = NamedArguments.inDeclaredOrder(node, getOperatorTable());
    SqlNode rewritten = super.performUnconditionalRewrites(node, underFrom);
    if (rewritten instanceof org.apache.calcite.sql.SqlCall call
        && (call.getKind() == org.apache.calcite.sql.SqlKind.IN
            || call.getKind() == org.apache.calcite.sql.SqlKind.NOT_IN)
        && call.operandCount() == 2 && call.operand(1) instanceof org.apache.calcite.sql.SqlNodeList values
        && values.isEmpty()) {
      org.apache.calcite.sql.parser.SqlParserPos pos = call.getParserPosition();
      boolean in = call.getKind() == org.apache.calcite.sql.SqlKind.IN;
      SqlNode operand = call.operand(0);
      SqlNode isNull = org.apache.calcite.sql.fun.SqlStdOperatorTable.IS_NULL.createCall(pos, operand);
      return (in ? org.apache.calcite.sql.fun.SqlStdOperatorTable.AND : org.apache.calcite.sql.fun.SqlStdOperatorTable.OR)
          .createCall(pos, isNull, org.apache.calcite.sql.SqlLiteral.createBoolean(!in, pos));
    }
    return rewritten;
  }

  /**
   * In the standard dialect {@code PERCENTILE_DISC(f) WITHIN GROUP (ORDER BY x)} takes an x of any
   * ordered type, text included, as PostgreSQL's does (it picks a value, it computes none); Calcite
   * checks it as a percentile, which accepts numbers and date-times only. Such a call is checked
   * here as an ordinary ordered aggregate, with the fraction still a literal in [0, 1].
   */
  @Override
  public void validateAggregateParams(org.apache.calcite.sql.SqlCall aggCall, SqlNode filter,
      org.apache.calcite.sql.SqlNodeList distinctList, org.apache.calcite.sql.SqlNodeList orderList,
      org.apache.calcite.sql.validate.SqlValidatorScope scope) {
    if (standard && aggCall.getOperator().getKind() == org.apache.calcite.sql.SqlKind.PERCENTILE_DISC
        && aggCall.getOperator() instanceof org.apache.calcite.sql.fun.SqlBasicAggFunction percentile
        && aggCall instanceof org.apache.calcite.sql.SqlBasicCall call && orderList != null && orderList.size() == 1
        && aggCall.operandCount() == 1) {
      SqlNode ordered = orderList.get(0);
      while (ordered instanceof org.apache.calcite.sql.SqlCall wrapper
          && (wrapper.getKind() == org.apache.calcite.sql.SqlKind.DESCENDING
              || wrapper.getKind() == org.apache.calcite.sql.SqlKind.NULLS_FIRST
              || wrapper.getKind() == org.apache.calcite.sql.SqlKind.NULLS_LAST)) {
        ordered = wrapper.operand(0);
      }
      if (org.apache.calcite.sql.type.SqlTypeUtil.inCharFamily(deriveType(scope, ordered))) {
        SqlNode fraction = aggCall.operand(0);
        java.math.BigDecimal value = fraction instanceof org.apache.calcite.sql.SqlNumericLiteral number
            ? number.getValueAs(java.math.BigDecimal.class) : null;
        if (value == null || value.signum() < 0 || value.compareTo(java.math.BigDecimal.ONE) > 0) {
          throw newValidationError(fraction, org.apache.calcite.util.Static.RESOURCE.percentileFunctionsArgumentLimit());
        }
        call.setOperator(percentile.withPercentile(false));
        try {
          super.validateAggregateParams(aggCall, filter, distinctList, orderList, scope);
        } finally {
          call.setOperator(percentile);
        }
        return;
      }
    }
    super.validateAggregateParams(aggCall, filter, distinctList, orderList, scope);
  }

  /**
   * In the default dialect {@code CAST(x AS FLOAT)} casts to Flink's FLOAT, which is 4 bytes
   * (REAL), and a CAST to a composite type keeps its components as written ({@link CompositeCasts}).
   */
  private static final org.apache.calcite.sql.util.SqlBasicVisitor<Void> FLINK_FLOAT =
      new org.apache.calcite.sql.util.SqlBasicVisitor<>() {
        @Override
        public Void visit(org.apache.calcite.sql.SqlCall call) {
          if (call instanceof org.apache.calcite.sql.SqlBasicCall basic) {
            for (int i = 0; i < basic.operandCount(); i++) {
              if (basic.operand(i) instanceof org.apache.calcite.sql.SqlDataTypeSpec spec) {
                basic.setOperand(i, flinkFloat(spec));
              }
            }
            CompositeCasts.useFor(basic);
          }
          return super.visit(call);
        }
      };

  /**
   * Flink's FLOAT is 4 bytes (REAL), where the standard's and Calcite's FLOAT is DOUBLE: the type
   * the default dialect reads for a written {@code FLOAT} (without a precision).
   */
  static org.apache.calcite.sql.SqlDataTypeSpec flinkFloat(org.apache.calcite.sql.SqlDataTypeSpec spec) {
    if (spec.getTypeNameSpec() instanceof org.apache.calcite.sql.SqlBasicTypeNameSpec basic
        && basic.getTypeName().isSimple() && basic.getTypeName().getSimple().equalsIgnoreCase("FLOAT")
        && basic.getPrecision() < 0) {
      return new org.apache.calcite.sql.SqlDataTypeSpec(new org.apache.calcite.sql.SqlBasicTypeNameSpec(
          org.apache.calcite.sql.type.SqlTypeName.REAL, basic.getParserPos()), spec.getTimeZone(), spec.getNullable(),
          spec.getParserPosition());
    }
    return spec;
  }

  /**
   * In the standard dialect a column selected by a name that differs from its declared one in
   * case only is labelled with the declared name, as in DuckDB: {@code SELECT qty FROM t} of a
   * column {@code Qty} gives {@code Qty}. Calcite derives a select item's label from the item as
   * written, after this expansion (which finds the declared names), so the item takes them.
   */
  @Override
  public SqlNode expandSelectExpr(SqlNode expr, org.apache.calcite.sql.validate.SelectScope scope,
      org.apache.calcite.sql.SqlSelect select, java.util.Map<String, SqlNode> expansions) {
    SqlNode expanded = super.expandSelectExpr(expr, scope, select, expansions);
    if (standard && expr instanceof org.apache.calcite.sql.SqlIdentifier written && !written.isStar()
        && expanded instanceof org.apache.calcite.sql.SqlIdentifier declared && !declared.isStar()) {
      String writtenName = org.apache.calcite.util.Util.last(written.names);
      String declaredName = org.apache.calcite.util.Util.last(declared.names);
      if (!writtenName.equals(declaredName) && writtenName.equalsIgnoreCase(declaredName)) {
        written.setNames(org.apache.calcite.util.Util.skipLast(written.names).isEmpty()
            ? java.util.List.of(declaredName)
            : com.google.common.collect.ImmutableList.<String>builder()
                .addAll(org.apache.calcite.util.Util.skipLast(written.names)).add(declaredName).build(), null);
      }
    }
    return expanded;
  }

  /**
   * In the standard dialect a bare NULL in a select list is allowed and has the NULL type, so that
   * in {@code SELECT NULL AS x ... UNION ALL SELECT 1} the column takes its type from the other
   * branches (the planner casts each branch to the union's type); Calcite refuses it unless all
   * implicit coercion is on.
   */
  @Override
  protected void inferUnknownTypes(org.apache.calcite.rel.type.RelDataType inferredType,
      org.apache.calcite.sql.validate.SqlValidatorScope scope, SqlNode node) {
    if (node instanceof LiteralLifting.LiftedLiteral lifted) {
      // A literal lifted for the plan cache keeps its own type, whatever the context would infer.
      setValidatedNodeType(lifted, lifted.type());
      return;
    }
    if (standard && inferredType.equals(getUnknownType()) && org.apache.calcite.sql.SqlUtil.isNullLiteral(node, false)) {
      deriveType(scope, node);
      return;
    }
    super.inferUnknownTypes(inferredType, scope, node);
  }

  @Override
  public org.apache.calcite.rel.type.RelDataType deriveType(org.apache.calcite.sql.validate.SqlValidatorScope scope,
      SqlNode expr) {
    if (expr instanceof LiteralLifting.LiftedLiteral lifted) {
      setValidatedNodeType(lifted, lifted.type());
      return lifted.type();
    }
    return super.deriveType(scope, expr);
  }

  @Override
  public org.apache.calcite.rel.type.RelDataType getValidatedNodeTypeIfKnown(SqlNode node) {
    return node instanceof LiteralLifting.LiftedLiteral lifted ? lifted.type() : super.getValidatedNodeTypeIfKnown(node);
  }

  @Override
  public org.apache.calcite.rel.type.RelDataType getValidatedNodeType(SqlNode node) {
    return node instanceof LiteralLifting.LiftedLiteral lifted ? lifted.type() : super.getValidatedNodeType(node);
  }

  /** The statement's own markers only: literals lifted for the plan cache are not the caller's parameters. */
  @Override
  public org.apache.calcite.rel.type.RelDataType getParameterRowType(SqlNode sqlQuery) {
    java.util.List<org.apache.calcite.rel.type.RelDataType> types = new java.util.ArrayList<>();
    java.util.Set<SqlNode> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    sqlQuery.accept(new org.apache.calcite.sql.util.SqlShuttle() {
      @Override
      public SqlNode visit(org.apache.calcite.sql.SqlDynamicParam param) {
        if (!(param instanceof LiteralLifting.LiftedLiteral) && seen.add(param)) {
          types.add(getValidatedNodeType(param));
        }
        return param;
      }
    });
    return getTypeFactory().createStructType(types,
        new java.util.AbstractList<String>() {
          @Override
          public String get(int index) {
            return "?" + index;
          }

          @Override
          public int size() {
            return types.size();
          }
        });
  }

  @Override
  public TypeCoercion getTypeCoercion() {
    return typeCoercion;
  }

  /**
   * As in Flink, a ROW value is assigned to a ROW column by position: {@code ROW(5, 'five')} (whose
   * fields are {@code EXPR$0}, {@code EXPR$1}) goes into a {@code ROW<x INT, y STRING>} column.
   * Calcite compares field names too, so a source ROW field that matches its target field by
   * position is checked as if it had the target's names; the conversion is then a cast.
   */
  @Override
  protected void checkTypeAssignment(org.apache.calcite.sql.validate.SqlValidatorScope sourceScope,
      org.apache.calcite.sql.validate.SqlValidatorTable table, org.apache.calcite.rel.type.RelDataType sourceRowType,
      org.apache.calcite.rel.type.RelDataType targetRowType, SqlNode query) {
    super.checkTypeAssignment(sourceScope, table, CompositeAssignments.byPosition(sourceRowType, targetRowType,
        getTypeFactory()), targetRowType, query);
  }
}
