-- TPC-H Q15, top supplier. Validation parameter DATE = 1996-01-01 (plus
-- three months written out as DATE '1996-04-01'). The spec's view revenue0
-- is a WITH clause so that the query is a single statement with no DDL.
-- order-keys: 1
with revenue0 as (
    select
        l_suppkey as supplier_no,
        sum(l_extendedprice * (1 - l_discount)) as total_revenue
    from
        lineitem
    where
        l_shipdate >= date '1996-01-01'
        and l_shipdate < date '1996-04-01'
    group by
        l_suppkey
)
select
    s_suppkey,
    s_name,
    s_address,
    s_phone,
    total_revenue
from
    supplier,
    revenue0
where
    s_suppkey = supplier_no
    and total_revenue = (
        select
            max(total_revenue)
        from
            revenue0
    )
order by
    s_suppkey
