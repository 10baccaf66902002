package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.Configuration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Hibernate ORM with {@code io.quiver.hibernate.QuiverDialect}, over the embedded and the remote driver. */
class HibernateTest extends JdbcTestBase {
  @Entity(name = "Author")
  @Table(name = "author")
  public static class Author {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    Long id;
    String name;

    public Author() {}

    Author(String name) {
      this.name = name;
    }
  }

  @Entity(name = "Book")
  @Table(name = "book")
  public static class Book {
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "book_ids")
    @SequenceGenerator(name = "book_ids", sequenceName = "book_seq", allocationSize = 1)
    Long id;
    String title;
    int pages;
    @ManyToOne
    Author author;

    public Book() {}

    Book(String title, int pages, Author author) {
      this.title = title;
      this.pages = pages;
      this.author = author;
    }
  }

  /** Attributes of many kinds: boolean, @Lob text and bytes, java.time, enums, a version and a UUID key. */
  @Entity(name = "Gadget")
  @Table(name = "gadget")
  public static class Gadget {
    @Id
    @GeneratedValue(strategy = GenerationType.UUID)
    java.util.UUID id;
    @jakarta.persistence.Version
    int version;
    String name;
    boolean active;
    @jakarta.persistence.Lob
    String manual;
    byte[] firmware;
    java.time.LocalDate released;
    java.time.LocalDateTime updated;
    java.time.LocalTime alarm;
    @jakarta.persistence.Enumerated(jakarta.persistence.EnumType.STRING)
    Color color;
    @jakarta.persistence.Enumerated(jakarta.persistence.EnumType.ORDINAL)
    Color shade;
    java.math.BigDecimal price;
    @jakarta.persistence.Lob
    byte[] photo;

    public Gadget() {}
  }

  /** Ids from Hibernate's TABLE generator (its SELECT ... FOR UPDATE), an index and a unique key. */
  @Entity(name = "Ticket")
  @Table(name = "ticket",
      indexes = @jakarta.persistence.Index(name = "ticket_code_idx", columnList = "code"),
      uniqueConstraints = @jakarta.persistence.UniqueConstraint(name = "ticket_event_seat_uk",
          columnNames = {"event", "seat"}))
  public static class Ticket {
    @Id
    @GeneratedValue(strategy = GenerationType.TABLE)
    Long id;
    String code;
    String event;
    int seat;

    public Ticket() {}

    Ticket(String code, String event, int seat) {
      this.code = code;
      this.event = event;
      this.seat = seat;
    }
  }

  public enum Color { RED, GREEN, BLUE }

  @Test
  void attributesOfEveryKindRoundTrip() {
    Gadget saved = new Gadget();
    saved.name = "clock";
    saved.active = true;
    saved.manual = "x".repeat(5000);
    saved.firmware = new byte[] {1, 2, 3, -1};
    saved.released = java.time.LocalDate.of(2024, 2, 29);
    saved.updated = java.time.LocalDateTime.of(2024, 1, 15, 10, 20, 30, 123_456_000);
    saved.alarm = java.time.LocalTime.of(6, 30);
    saved.color = Color.GREEN;
    saved.shade = Color.BLUE;
    saved.price = new java.math.BigDecimal("19.99");
    saved.photo = new byte[70_000];
    for (int i = 0; i < saved.photo.length; i++) {
      saved.photo[i] = (byte) (i * 31);
    }
    sessions.inTransaction(session -> session.persist(saved));
    java.util.UUID id = saved.id;
    Gadget read = sessions.fromSession(session -> session.find(Gadget.class, id));
    assertEquals("clock", read.name);
    assertTrue(read.active);
    assertEquals(5000, read.manual.length());
    assertEquals(java.util.List.of((byte) 1, (byte) 2, (byte) 3, (byte) -1),
        java.util.List.of(read.firmware[0], read.firmware[1], read.firmware[2], read.firmware[3]));
    assertEquals(saved.released, read.released);
    assertEquals(saved.updated, read.updated);
    assertEquals(saved.alarm, read.alarm);
    assertEquals(Color.GREEN, read.color);
    assertEquals(Color.BLUE, read.shade);
    assertEquals(0, saved.price.compareTo(read.price));
    org.junit.jupiter.api.Assertions.assertArrayEquals(saved.photo, read.photo);
    assertEquals(0, read.version);
    // A boolean and an enum in a query's literal and parameter, and @Version counting updates.
    sessions.inTransaction(session -> session.find(Gadget.class, id).name = "alarm clock");
    assertEquals(1, sessions.fromSession(session -> session.find(Gadget.class, id)).version);
    Long active = sessions.fromSession(session -> session.createSelectionQuery(
        "select count(g) from Gadget g where g.active = true and g.color = :color", Long.class)
        .setParameter("color", Color.GREEN).getSingleResult());
    assertEquals(1L, active);
  }

  private SessionFactory sessions;

  @BeforeEach
  void start() {
    sessions = new Configuration()
        .addAnnotatedClass(Author.class)
        .addAnnotatedClass(Book.class)
        .addAnnotatedClass(Gadget.class)
        .addAnnotatedClass(Ticket.class)
        .setProperty("hibernate.connection.url", target.url())
        // Each connection of Hibernate's pool starts in this test's database.
        .setProperty("hibernate.connection.init_sql", "USE " + database)
        .setProperty("hibernate.connection.driver_class", "io.quiver.jdbc.Driver")
        .setProperty("hibernate.dialect", "io.quiver.hibernate.QuiverDialect")
        .setProperty("hibernate.hbm2ddl.auto", "create")
        .setProperty("hibernate.boot.allow_jdbc_metadata_access", "false")
        .setProperty("hibernate.connection.pool_size", "2")
        .buildSessionFactory();
  }

  @AfterEach
  void stop() {
    sessions.close();
  }

  @Test
  void schemaExportCreatesTablesWithIdentityAndSequence() throws SQLException {
    try (Connection connection = open(); Statement s = connection.createStatement()) {
      s.executeUpdate("INSERT INTO author (name) VALUES ('ann')", Statement.RETURN_GENERATED_KEYS);
      try (ResultSet keys = s.getGeneratedKeys()) {
        assertTrue(keys.next());
        assertEquals(1L, keys.getLong(1));
      }
      try (ResultSet rs = s.executeQuery("VALUES NEXT VALUE FOR book_seq")) {
        assertTrue(rs.next());
        assertEquals(1L, rs.getLong(1));
      }
      s.executeUpdate("INSERT INTO book (id, title, pages, author_id) VALUES (1, 'a', 10, 1)");
      try (ResultSet rs = s.executeQuery("SELECT b.title, b.pages FROM book b")) {
        assertTrue(rs.next());
        assertEquals("a", rs.getString(1));
        assertEquals(10, rs.getInt(2));
      }
    }
  }

  // Through the session's own JDBC connection: Hibernate's PreparedStatements need parameter
  // support (branch jdbc), but its transaction handling (auto-commit off, commit, rollback) is here.
  @Test
  void hibernateTransactionsCommitAndRollBack() {
    sessions.inTransaction(session -> session.doWork(connection -> update(connection,
        "insert into author (name) values ('ann'), ('bob')")));
    sessions.inSession(session -> {
      var transaction = session.beginTransaction();
      session.doWork(connection -> {
        assertEquals(false, connection.getAutoCommit());
        update(connection, "delete from author where name = 'ann'");
        update(connection, "insert into author (name) values ('cy')");
        assertEquals(List.of("bob", "cy"), names(connection, "select name from author order by name"));
      });
      transaction.rollback();
    });
    sessions.inSession(session -> session.doWork(connection ->
        assertEquals(List.of("ann", "bob"), names(connection, "select name from author order by id"))));
  }

  private static void update(Connection connection, String sql) throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.executeUpdate(sql);
    }
  }

  private static List<String> names(Connection connection, String sql) throws SQLException {
    List<String> names = new java.util.ArrayList<>();
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) {
        names.add(rs.getString(1));
      }
    }
    return names;
  }

  @Test
  void crudJoinPaginationAndRollback() {
    Long authorId = sessions.fromTransaction(session -> {
      Author ann = new Author("ann");
      session.persist(ann);
      for (int i = 1; i <= 5; i++) {
        session.persist(new Book("book " + i, i * 100, ann));
      }
      return ann.id;
    });
    assertEquals(1L, authorId);
    sessions.inTransaction(session -> {
      Author ann = session.find(Author.class, authorId);
      assertEquals("ann", ann.name);
      ann.name = "Ann";
    });
    List<String> titles = sessions.fromSession(session -> session.createSelectionQuery(
            "select b.title from Book b join b.author a where a.name = :name order by b.pages", String.class)
        .setParameter("name", "Ann").setFirstResult(1).setMaxResults(2).getResultList());
    assertEquals(List.of("book 2", "book 3"), titles);
    sessions.inSession(session -> {
      var tx = session.beginTransaction();
      session.remove(session.find(Author.class, authorId));
      tx.rollback();
    });
    sessions.inTransaction(session -> {
      Book first = session.createSelectionQuery("from Book b where b.pages = 100", Book.class).getSingleResult();
      session.remove(first);
    });
    Long books = sessions.fromSession(session ->
        session.createSelectionQuery("select count(b) from Book b", Long.class).getSingleResult());
    assertEquals(4L, books);
    assertNull(sessions.fromSession(session -> session.find(Book.class, 1L)));
  }

  @Test
  void tableGeneratorHandsOutIdsAndSchemaExportDeclaresIndexesKeysAndChecks() throws SQLException {
    sessions.inTransaction(session -> {
      session.persist(new Ticket("a1", "opera", 1));
      session.persist(new Ticket("a2", "opera", 2));
    });
    sessions.inTransaction(session -> session.persist(new Ticket("b1", "ballet", 1)));
    List<Long> ids = sessions.fromSession(session -> session.createSelectionQuery(
        "select t.id from Ticket t order by t.code", Long.class).getResultList());
    assertEquals(3, ids.size());
    assertEquals(3, new java.util.HashSet<>(ids).size());
    assertTrue(ids.get(0) < ids.get(1));
    try (Connection connection = open(); Statement s = connection.createStatement()) {
      // The generator's table holds the next block of ids.
      try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM hibernate_sequences")) {
        assertTrue(rs.next());
        assertEquals(1, rs.getInt(1));
      }
      // @Index and @UniqueConstraint became real indexes.
      java.util.Map<String, Boolean> indexes = new java.util.TreeMap<>();
      try (ResultSet rs = connection.getMetaData().getIndexInfo(null, database, "ticket", false, false)) {
        while (rs.next()) {
          indexes.merge(rs.getString("INDEX_NAME"), !rs.getBoolean("NON_UNIQUE"), Boolean::logicalAnd);
        }
      }
      assertEquals(Boolean.FALSE, indexes.get("ticket_code_idx"));
      assertEquals(Boolean.TRUE, indexes.get("ticket_event_seat_uk"));
      SQLException duplicate = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
          () -> s.executeUpdate("INSERT INTO ticket (id, code, event, seat) VALUES (99, 'x', 'opera', 2)"));
      assertEquals("23505", duplicate.getSQLState());
      // The foreign key of @ManyToOne is declared and enforced.
      try (ResultSet rs = connection.getMetaData().getImportedKeys(null, database, "book")) {
        assertTrue(rs.next());
        assertEquals("author", rs.getString("PKTABLE_NAME"));
        assertEquals("author_id", rs.getString("FKCOLUMN_NAME"));
      }
      SQLException orphan = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
          () -> s.executeUpdate("INSERT INTO book (id, title, pages, author_id) VALUES (7, 'x', 1, 42)"));
      assertEquals("23503", orphan.getSQLState());
      // The enum attributes carry CHECK constraints, which the engine enforces.
      s.executeUpdate("INSERT INTO gadget (id, version, active, color, shade) VALUES ('g', 0, true, 'RED', 1)");
      SQLException color = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
          () -> s.executeUpdate("UPDATE gadget SET color = 'PINK'"));
      assertEquals("23514", color.getSQLState());
      SQLException shade = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
          () -> s.executeUpdate("UPDATE gadget SET shade = 7"));
      assertEquals("23514", shade.getSQLState());
    }
  }

  /**
   * Hibernate's ScrollableResults over a TYPE_SCROLL_INSENSITIVE result set, moving both ways.
   * With JDBC metadata access on (Hibernate's default) it learns from {@code
   * DatabaseMetaData.supportsResultSetType} that results scroll; without it, it refuses to scroll.
   */
  @Test
  void scrollableResultsMoveBothWays() {
    sessions.inTransaction(session -> {
      Author ann = new Author("ann");
      session.persist(ann);
      for (int i = 1; i <= 5; i++) {
        session.persist(new Book("book " + i, i * 100, ann));
      }
    });
    try (SessionFactory scrolling = new Configuration()
        .addAnnotatedClass(Author.class)
        .addAnnotatedClass(Book.class)
        .addAnnotatedClass(Gadget.class)
        .addAnnotatedClass(Ticket.class)
        .setProperty("hibernate.connection.url", target.url())
        .setProperty("hibernate.connection.init_sql", "USE " + database)
        .setProperty("hibernate.connection.driver_class", "io.quiver.jdbc.Driver")
        .setProperty("hibernate.dialect", "io.quiver.hibernate.QuiverDialect")
        .setProperty("hibernate.hbm2ddl.auto", "none")
        .setProperty("hibernate.connection.pool_size", "1")
        .buildSessionFactory()) {
      scrollBothWays(scrolling);
    }
  }

  private static void scrollBothWays(SessionFactory sessions) {
    sessions.inSession(session -> {
      try (org.hibernate.ScrollableResults<Book> scroll = session.createSelectionQuery(
          "from Book b order by b.pages", Book.class).scroll(org.hibernate.ScrollMode.SCROLL_INSENSITIVE)) {
        assertTrue(scroll.last());
        assertEquals(500, scroll.get().pages);
        assertTrue(scroll.isLast());
        assertTrue(scroll.first());
        assertEquals(100, scroll.get().pages);
        assertTrue(scroll.scroll(2));
        assertEquals(300, scroll.get().pages);
        assertTrue(scroll.previous());
        assertEquals(200, scroll.get().pages);
        assertTrue(scroll.position(5));
        assertEquals(500, scroll.get().pages);
        scroll.beforeFirst();
        assertTrue(scroll.next());
        assertEquals(100, scroll.get().pages);
      }
    });
  }

  @Test
  void criteriaQueries() {
    sessions.inTransaction(session -> {
      Author ann = new Author("ann");
      Author bob = new Author("bob");
      session.persist(ann);
      session.persist(bob);
      for (int i = 1; i <= 4; i++) {
        session.persist(new Book("book " + i, i * 100, i % 2 == 0 ? ann : bob));
      }
    });
    List<String> titles = sessions.fromSession(session -> {
      var cb = session.getCriteriaBuilder();
      var query = cb.createQuery(Book.class);
      var book = query.from(Book.class);
      query.select(book)
          .where(cb.and(cb.greaterThan(book.<Integer>get("pages"), 150), cb.like(book.get("title"), "book %")))
          .orderBy(cb.desc(book.get("pages")));
      return session.createQuery(query).getResultList().stream().map(b -> b.title).toList();
    });
    assertEquals(List.of("book 4", "book 3", "book 2"), titles);
    List<String> perAuthor = sessions.fromSession(session -> {
      var cb = session.getCriteriaBuilder();
      var query = cb.createTupleQuery();
      var book = query.from(Book.class);
      var author = book.join("author");
      query.multiselect(author.get("name"), cb.count(book), cb.sum(book.<Integer>get("pages")))
          .groupBy(author.get("name"))
          .having(cb.gt(cb.count(book), 1))
          .orderBy(cb.asc(author.get("name")));
      return session.createQuery(query).getResultList().stream()
          .map(t -> t.get(0) + "=" + t.get(1) + "/" + t.get(2)).toList();
    });
    assertEquals(List.of("ann=2/600", "bob=2/400"), perAuthor);
    // A criteria update and delete.
    int updated = sessions.fromTransaction(session -> {
      var cb = session.getCriteriaBuilder();
      var update = cb.createCriteriaUpdate(Book.class);
      var book = update.from(Book.class);
      update.set(book.<Integer>get("pages"), cb.sum(book.<Integer>get("pages"), 1))
          .where(cb.lessThan(book.<Integer>get("pages"), 250));
      return session.createMutationQuery(update).executeUpdate();
    });
    assertEquals(2, updated);
    Long pages = sessions.fromSession(session -> session.createSelectionQuery(
        "select sum(b.pages) from Book b", Long.class).getSingleResult());
    assertEquals(1002L, pages);
  }

  /** hibernate.jdbc.batch_size: 45 inserts go to the driver as three batches (20, 20, 5). */
  @Test
  void insertsAreBatched() throws SQLException {
    List<Integer> batches = new java.util.concurrent.CopyOnWriteArrayList<>();
    java.util.concurrent.atomic.AtomicInteger pending = new java.util.concurrent.atomic.AtomicInteger();
    javax.sql.DataSource dataSource = countingDataSource(pending, batches);
    Configuration configuration = new Configuration();
    configuration.getProperties().put("hibernate.connection.datasource", dataSource);
    try (SessionFactory batching = configuration
        .addAnnotatedClass(Author.class)
        .addAnnotatedClass(Book.class)
        .addAnnotatedClass(Gadget.class)
        .addAnnotatedClass(Ticket.class)
        .setProperty("hibernate.dialect", "io.quiver.hibernate.QuiverDialect")
        .setProperty("hibernate.hbm2ddl.auto", "none")
        .setProperty("hibernate.boot.allow_jdbc_metadata_access", "false")
        .setProperty("hibernate.jdbc.batch_size", "20")
        .setProperty("hibernate.order_inserts", "true")
        .buildSessionFactory()) {
      batching.inTransaction(session -> {
        for (int i = 0; i < 45; i++) {
          session.persist(new Ticket("c" + i, "concert", i));
        }
      });
    }
    assertEquals(List.of(20, 20, 5), batches);
    try (Connection connection = open(); Statement s = connection.createStatement();
        ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(seat), COUNT(DISTINCT id) FROM ticket WHERE event = 'concert'")) {
      assertTrue(rs.next());
      assertEquals(45, rs.getInt(1));
      assertEquals(990, rs.getInt(2));
      assertEquals(45, rs.getInt(3));
    }
  }

  /** Connections on this test's database whose prepared statements record the size of each executeBatch. */
  private javax.sql.DataSource countingDataSource(java.util.concurrent.atomic.AtomicInteger pending,
      List<Integer> batches) {
    java.lang.reflect.InvocationHandler dataSource = (proxy, method, args) -> {
      if (!method.getName().equals("getConnection")) {
        return method.getName().equals("isWrapperFor") ? false : null;
      }
      Connection connection = open();
      return java.lang.reflect.Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
          (p, m, a) -> {
            Object result = invoke(connection, m, a);
            if (result instanceof java.sql.PreparedStatement statement) {
              return java.lang.reflect.Proxy.newProxyInstance(getClass().getClassLoader(),
                  new Class<?>[] {java.sql.PreparedStatement.class}, (ps, sm, sa) -> {
                    if (sm.getName().equals("addBatch")) {
                      pending.incrementAndGet();
                    } else if (sm.getName().equals("executeBatch")) {
                      batches.add(pending.getAndSet(0));
                    }
                    return invoke(statement, sm, sa);
                  });
            }
            return result;
          });
    };
    return (javax.sql.DataSource) java.lang.reflect.Proxy.newProxyInstance(getClass().getClassLoader(),
        new Class<?>[] {javax.sql.DataSource.class}, dataSource);
  }

  private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (java.lang.reflect.InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
