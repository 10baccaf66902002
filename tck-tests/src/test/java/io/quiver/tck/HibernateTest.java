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

    public Gadget() {}
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
}
