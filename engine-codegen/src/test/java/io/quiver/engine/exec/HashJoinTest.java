package io.quiver.engine.exec;

import static io.quiver.engine.exec.EngineFixture.values;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.plan.HashJoin;
import io.quiver.engine.plan.JoinType;
import io.quiver.engine.plan.NestedLoopJoin;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class HashJoinTest {
  private static final SqlType INT = SqlType.of(TypeId.INTEGER);
  private static final SqlType BIGINT = SqlType.of(TypeId.BIGINT);
  private static final SqlType STRING = SqlType.varchar(10);
  private static final SqlType BOOL = SqlType.of(TypeId.BOOLEAN);

  private EngineFixture fixture;
  private PhysicalNode left;
  private PhysicalNode right;

  @BeforeEach
  void setUp() {
    fixture = new EngineFixture();
    left = values(List.of(new Column("k", INT), new Column("a", STRING)),
        new Object[] {1, "l1"}, new Object[] {2, "l2"}, new Object[] {2, "l2b"}, new Object[] {null, "lnull"},
        new Object[] {5, "l5"});
    right = values(List.of(new Column("k", BIGINT), new Column("b", STRING)),
        new Object[] {2L, "r2"}, new Object[] {3L, "r3"}, new Object[] {null, "rnull"}, new Object[] {1L, "r1"},
        new Object[] {1L, "r1b"});
  }

  @AfterEach
  void tearDown() {
    fixture.close();
  }

  private List<Column> columns(JoinType type) {
    List<Column> columns = new ArrayList<>(left.columns());
    if (type.projectsRight()) {
      columns.addAll(right.columns());
    }
    return columns.stream().map(c -> new Column(c.name(), c.type().withNullable(true))).toList();
  }

  private List<List<Object>> join(JoinType type, boolean buildLeft, Expr residual) {
    return fixture.runSorted(new HashJoin(left, right, type, new int[] {0}, new int[] {0}, residual, buildLeft,
        columns(type)));
  }

  private static List<List<Object>> rows(Object[]... rows) {
    List<List<Object>> list = new ArrayList<>();
    for (Object[] row : rows) {
      list.add(Arrays.asList(row));
    }
    list.sort(Comparator.comparing(Object::toString));
    return list;
  }

  @Test
  void innerJoinMatchesEqualKeysAndNeverNulls() {
    List<List<Object>> expected = rows(new Object[] {1, "l1", 1L, "r1"}, new Object[] {1, "l1", 1L, "r1b"},
        new Object[] {2, "l2", 2L, "r2"}, new Object[] {2, "l2b", 2L, "r2"});
    assertEquals(expected, join(JoinType.INNER, false, null));
    assertEquals(expected, join(JoinType.INNER, true, null));
  }

  @Test
  void leftJoinPadsUnmatchedLeftRowsWithNulls() {
    List<List<Object>> expected = rows(new Object[] {1, "l1", 1L, "r1"}, new Object[] {1, "l1", 1L, "r1b"},
        new Object[] {2, "l2", 2L, "r2"}, new Object[] {2, "l2b", 2L, "r2"}, new Object[] {null, "lnull", null, null},
        new Object[] {5, "l5", null, null});
    assertEquals(expected, join(JoinType.LEFT, false, null));
    assertEquals(expected, join(JoinType.LEFT, true, null));
  }

  @Test
  void rightJoinPadsUnmatchedRightRowsWithNulls() {
    List<List<Object>> expected = rows(new Object[] {1, "l1", 1L, "r1"}, new Object[] {1, "l1", 1L, "r1b"},
        new Object[] {2, "l2", 2L, "r2"}, new Object[] {2, "l2b", 2L, "r2"}, new Object[] {null, null, 3L, "r3"},
        new Object[] {null, null, null, "rnull"});
    assertEquals(expected, join(JoinType.RIGHT, false, null));
    assertEquals(expected, join(JoinType.RIGHT, true, null));
  }

  @Test
  void fullJoinKeepsBothSidesUnmatchedRows() {
    List<List<Object>> expected = rows(new Object[] {1, "l1", 1L, "r1"}, new Object[] {1, "l1", 1L, "r1b"},
        new Object[] {2, "l2", 2L, "r2"}, new Object[] {2, "l2b", 2L, "r2"}, new Object[] {null, null, 3L, "r3"},
        new Object[] {null, null, null, "rnull"}, new Object[] {null, "lnull", null, null},
        new Object[] {5, "l5", null, null});
    assertEquals(expected, join(JoinType.FULL, false, null));
    assertEquals(expected, join(JoinType.FULL, true, null));
  }

  @Test
  void semiJoinKeepsEachMatchingLeftRowOnce() {
    assertEquals(rows(new Object[] {1, "l1"}, new Object[] {2, "l2"}, new Object[] {2, "l2b"}),
        join(JoinType.SEMI, false, null));
  }

  @Test
  void antiJoinKeepsLeftRowsWithoutMatchIncludingNullKeys() {
    assertEquals(rows(new Object[] {null, "lnull"}, new Object[] {5, "l5"}), join(JoinType.ANTI, false, null));
  }

  @Test
  void residualDecidesMatchesOfOuterJoins() {
    // l.a <> 'l2b' AND r.b <> 'r1b'
    Expr residual = new Call(Operator.AND, List.of(
        new Call(Operator.NOT_EQUALS, List.of(new ColumnRef(1, STRING), new io.quiver.engine.expr.Literal("l2b", STRING)), BOOL),
        new Call(Operator.NOT_EQUALS, List.of(new ColumnRef(3, STRING), new io.quiver.engine.expr.Literal("r1b", STRING)), BOOL)),
        BOOL);
    assertEquals(rows(new Object[] {1, "l1", 1L, "r1"}, new Object[] {2, "l2", 2L, "r2"},
        new Object[] {2, "l2b", null, null}, new Object[] {null, "lnull", null, null}, new Object[] {5, "l5", null, null}),
        join(JoinType.LEFT, false, residual));
    assertEquals(rows(new Object[] {2, "l2b"}, new Object[] {null, "lnull"}, new Object[] {5, "l5"}),
        join(JoinType.ANTI, false, residual));
  }

  @Test
  void multiColumnKeysMatchOnEveryColumn() {
    PhysicalNode l = values(List.of(new Column("x", INT), new Column("y", STRING)),
        new Object[] {1, "a"}, new Object[] {1, "b"}, new Object[] {2, "a"}, new Object[] {1, null});
    PhysicalNode r = values(List.of(new Column("x", INT), new Column("y", STRING)),
        new Object[] {1, "b"}, new Object[] {2, "a"}, new Object[] {1, null});
    List<Column> columns = new ArrayList<>(l.columns());
    columns.addAll(r.columns());
    assertEquals(rows(new Object[] {1, "b", 1, "b"}, new Object[] {2, "a", 2, "a"}),
        fixture.runSorted(new HashJoin(l, r, JoinType.INNER, new int[] {0, 1}, new int[] {0, 1}, null, false, columns)));
  }

  @Test
  void nestedLoopJoinEvaluatesNonEquiConditions() {
    Expr less = new Call(Operator.LESS_THAN, List.of(new ColumnRef(0, INT), new ColumnRef(2, BIGINT)), BOOL);
    assertEquals(rows(new Object[] {1, "l1", 2L, "r2"}, new Object[] {1, "l1", 3L, "r3"}, new Object[] {2, "l2", 3L, "r3"},
        new Object[] {2, "l2b", 3L, "r3"}),
        fixture.runSorted(new NestedLoopJoin(left, right, JoinType.INNER, less, columns(JoinType.INNER))));
  }

  @Test
  void crossJoinPairsEveryRow() {
    assertEquals(25, fixture.run(new NestedLoopJoin(left, right, JoinType.INNER, null, columns(JoinType.INNER))).size());
  }

  @Test
  void joinWithEmptyBuildSide() {
    PhysicalNode empty = values(right.columns());
    assertEquals(List.of(), fixture.run(new HashJoin(left, empty, JoinType.INNER, new int[] {0}, new int[] {0}, null,
        false, columns(JoinType.INNER))));
    assertEquals(5, fixture.run(new HashJoin(left, empty, JoinType.ANTI, new int[] {0}, new int[] {0}, null,
        false, columns(JoinType.ANTI))).size());
  }
}
