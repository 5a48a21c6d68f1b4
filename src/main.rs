fn main() {
    println!("abande-bot");
}
