package io.quiver.table.codegen;

import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableEnvironment;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every query of the stress corpus compiles and answers exactly, at the default settings. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StressTest {
  private TableEnvironment env;

  @BeforeAll
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    StressCorpus.createTables(env);
  }

  @AfterAll
  void tearDown() {
    env.close();
  }

  static Stream<StressCorpus.Query> queries() {
    return StressCorpus.queries().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("queries")
  void answersExactly(StressCorpus.Query query) {
    StressCorpus.assertRows(query.expected(), StressCorpus.sortedRows(env.executeSql(query.sql())), query.name());
  }

  @Test
  void thousandColumnTableIsCreatedFilledAndReadBack() {
    env.executeSql(StressCorpus.wideDdl());
    StressCorpus.await(env.executeSql(StressCorpus.wideInsert()));
    List<Row> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = env.executeSql("SELECT * FROM wide").collect()) {
      it.forEachRemaining(rows::add);
    }
    StressCorpus.assertRows(StressCorpus.wideRows(), rows, "wide");
  }
}
