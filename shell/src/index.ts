// An async boundary, so Module Federation can settle the shared singletons before any of them runs.
// Named: the build lists this chunk's files (and the shared modules it takes) for the page's preload hints.
import(/* webpackChunkName: "boot" */ './bootstrap');
