-- Indexes on the primary and foreign keys, created after loading and only on
-- engines that ask for them (H2). H2 is a row store that joins by nested
-- loops over indexes; without these, most multi-way joins would not finish.
-- Column stores (DuckDB, Quiver) scan and hash-join, so they get none: each
-- engine runs in the configuration it is designed for.

create index region_pk on region (r_regionkey);
create index nation_pk on nation (n_nationkey);
create index nation_fk_region on nation (n_regionkey);
create index part_pk on part (p_partkey);
create index supplier_pk on supplier (s_suppkey);
create index supplier_fk_nation on supplier (s_nationkey);
create index partsupp_pk on partsupp (ps_partkey, ps_suppkey);
create index partsupp_fk_supplier on partsupp (ps_suppkey);
create index customer_pk on customer (c_custkey);
create index customer_fk_nation on customer (c_nationkey);
create index orders_pk on orders (o_orderkey);
create index orders_fk_customer on orders (o_custkey);
create index lineitem_pk on lineitem (l_orderkey, l_linenumber);
create index lineitem_fk_partsupp on lineitem (l_partkey, l_suppkey);
create index lineitem_fk_supplier on lineitem (l_suppkey);
